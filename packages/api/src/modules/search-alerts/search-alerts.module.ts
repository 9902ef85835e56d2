import { Module } from '@nestjs/common';
import { PropertiesModule } from '../properties/properties.module';
import { PropertySourceModule } from '../properties/property-source.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { AlertLinks } from './alert-links.service';
import { SearchAlertDigestScheduler } from './search-alert-digest.scheduler';
import { SearchAlertDigestService } from './search-alert-digest.service';
import { SearchAlertsController } from './search-alerts.controller';
import { SearchAlertsRepository } from './search-alerts.repository';
import { SearchAlertsService } from './search-alerts.service';

/** 'Recibir alertas de esta búsqueda': sign-up, confirmation, management and the periodic digests. */
@Module({
  imports: [SubmissionsModule, PropertySourceModule, PropertiesModule],
  controllers: [SearchAlertsController],
  providers: [
    AlertLinks,
    SearchAlertsRepository,
    SearchAlertsService,
    SearchAlertDigestService,
    SearchAlertDigestScheduler,
  ],
  exports: [SearchAlertDigestService],
})
export class SearchAlertsModule {}
