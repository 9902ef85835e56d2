import { Module } from '@nestjs/common';
import { LookupsController } from './lookups.controller';
import { LookupsRepository } from './lookups.repository';
import { LookupsService } from './lookups.service';

@Module({
  controllers: [LookupsController],
  providers: [LookupsRepository, LookupsService],
  exports: [LookupsService],
})
export class LookupsModule {}
