import { Global, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AllExceptionsFilter } from './all-exceptions.filter';
import { WebBuildModule } from '../web-build/web-build.module';
import { StaticFilesService } from './static-files.service';

@Global()
@Module({
  imports: [WebBuildModule],
  providers: [StaticFilesService, { provide: APP_FILTER, useClass: AllExceptionsFilter }],
  exports: [StaticFilesService],
})
export class HttpModule {}
