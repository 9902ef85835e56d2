import { Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { AllExceptionsFilter } from './all-exceptions.filter';
import { MetricsModule } from '../metrics/metrics.module';
import { WebBuildModule } from '../web-build/web-build.module';
import { StaticFilesService } from './static-files.service';
import { ZodValidationPipe } from './zod-validation.pipe';

@Global()
@Module({
  // configureHttp (http.setup.ts) times every request with the metrics.
  imports: [WebBuildModule, MetricsModule],
  providers: [
    StaticFilesService,
    { provide: APP_FILTER, useClass: AllExceptionsFilter },
    { provide: APP_PIPE, useClass: ZodValidationPipe },
  ],
  exports: [StaticFilesService],
})
export class HttpModule {}
