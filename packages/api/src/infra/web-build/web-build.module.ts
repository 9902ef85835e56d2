import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, APP_ROLE, type AppConfig, type AppRole } from '#src/config/config.schema';
import { WEB_BUILD, WebBuild } from './web-build';

/** The web build the gateway serves files and pages from: its own copy, taken at start (see WebBuild). */
@Global()
@Module({
  providers: [
    {
      provide: WEB_BUILD,
      inject: [APP_CONFIG, APP_ROLE],
      useFactory: (config: AppConfig, role: AppRole): Promise<WebBuild> | WebBuild =>
        role === 'gateway' ? WebBuild.snapshot(config.WEB_DIST) : WebBuild.inPlace(config.WEB_DIST),
    },
  ],
  exports: [WEB_BUILD],
})
export class WebBuildModule {}
