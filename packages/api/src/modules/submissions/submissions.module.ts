import { Module } from '@nestjs/common';
import { CaptchaModule } from '#src/infra/captcha/captcha.module';
import { IdempotencyModule } from '#src/infra/idempotency/idempotency.module';
import { UploadsModule } from '#src/infra/uploads/uploads.module';
import { ConsentsModule } from '../consents/consents.module';
import { CustomersModule } from '../customers/customers.module';
import { SubmissionService } from './submission.service';

/** Import this module in a form's module to get SubmissionService. */
@Module({
  imports: [IdempotencyModule, CaptchaModule, CustomersModule, ConsentsModule, UploadsModule],
  providers: [SubmissionService],
  exports: [SubmissionService],
})
export class SubmissionsModule {}
