import { randomBytes } from 'node:crypto';
import { Logger, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';
import { ConsentsService, IP_HASH_SALT } from './consents.service';

@Module({
  providers: [
    {
      provide: IP_HASH_SALT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): string => {
        if (config.IP_HASH_SALT) return config.IP_HASH_SALT;
        new Logger('ConsentsModule').warn(
          'IP_HASH_SALT is unset: using a random salt for this process. Set it so consent IP hashes stay ' +
            'comparable across replicas and restarts.',
        );
        return randomBytes(32).toString('hex');
      },
    },
    ConsentsService,
  ],
  exports: [ConsentsService],
})
export class ConsentsModule {}
