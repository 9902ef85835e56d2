import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { SubmissionsModule } from '../submissions/submissions.module';
import { warnUncheckedHolidayYears } from './colombia-holidays';
import { PqrsController } from './pqrs.controller';
import { PqrsRepository } from './pqrs.repository';
import { PqrsService } from './pqrs.service';

@Module({
  imports: [SubmissionsModule],
  controllers: [PqrsController],
  providers: [PqrsRepository, PqrsService],
})
export class PqrsModule implements OnApplicationBootstrap {
  onApplicationBootstrap(): void {
    warnUncheckedHolidayYears(new Date());
  }
}
