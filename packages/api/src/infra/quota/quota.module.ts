import { Global, Module } from '@nestjs/common';
import { DailyCounter } from './daily-counter';

/** Per-day counters shared by uploads (bytes per address) and mail (confirmations per recipient). */
@Global()
@Module({ providers: [DailyCounter], exports: [DailyCounter] })
export class QuotaModule {}
