import { Module } from '@nestjs/common';
import { PagesModule } from '../pages/pages.module';
import { PropertySourceModule } from '../properties/property-source.module';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';
import { DEFAULT_HEARTBEAT_FILE, WORKER_HEARTBEAT_FILE, WorkerHeartbeat } from './worker-heartbeat.service';

@Module({
  imports: [PropertySourceModule, PagesModule],
  controllers: [HealthController],
  providers: [
    HealthService,
    WorkerHeartbeat,
    { provide: WORKER_HEARTBEAT_FILE, useValue: DEFAULT_HEARTBEAT_FILE },
  ],
})
export class HealthModule {}
