import { Module } from '@nestjs/common';
import { SubmissionsModule } from '../submissions/submissions.module';
import { PqrsController } from './pqrs.controller';
import { PqrsRepository } from './pqrs.repository';
import { PqrsService } from './pqrs.service';

@Module({
  imports: [SubmissionsModule],
  controllers: [PqrsController],
  providers: [PqrsRepository, PqrsService],
})
export class PqrsModule {}
