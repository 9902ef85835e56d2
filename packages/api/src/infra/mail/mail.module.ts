import path from 'node:path';
import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';
import { MailRenderer } from './mail.renderer';
import { MailService } from './mail.service';
import {
  EmlFileMailTransport,
  MAIL_TRANSPORT,
  type MailTransport,
  SmtpMailTransport,
} from './mail.transport';
import { SendMailProcessor } from './send-mail.processor';

@Global()
@Module({
  providers: [
    {
      provide: MAIL_TRANSPORT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): MailTransport =>
        config.SMTP_URL
          ? new SmtpMailTransport(config.SMTP_URL)
          : new EmlFileMailTransport(path.join(config.DATA_DIR, 'mail')),
    },
    {
      provide: MailRenderer,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new MailRenderer(config.PUBLIC_URL),
    },
    MailService,
    SendMailProcessor,
  ],
  exports: [MailService, MailRenderer],
})
export class MailModule implements OnApplicationShutdown {
  constructor(@Inject(MAIL_TRANSPORT) private readonly transport: MailTransport) {}

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
