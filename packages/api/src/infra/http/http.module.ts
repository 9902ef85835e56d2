import { Global, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AllExceptionsFilter } from './all-exceptions.filter';
import { StaticFilesService } from './static-files.service';

@Global()
@Module({
  providers: [StaticFilesService, { provide: APP_FILTER, useClass: AllExceptionsFilter }],
  exports: [StaticFilesService],
})
export class HttpModule {}
