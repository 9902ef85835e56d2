import { Global, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AllExceptionsFilter } from './all-exceptions.filter';
import { SpaService } from './spa.service';

@Global()
@Module({
  providers: [SpaService, { provide: APP_FILTER, useClass: AllExceptionsFilter }],
  exports: [SpaService],
})
export class HttpModule {}
