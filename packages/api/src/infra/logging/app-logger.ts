import { Injectable } from '@nestjs/common';
import { Logger } from 'nestjs-pino';

/** Nest's own start-up detail: each module loaded, each controller and route mapped (some 90 lines a start). */
const START_UP_DETAIL = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

/** nestjs-pino's logger with Nest's start-up detail at debug, so a start's log holds what an operator reads. */
@Injectable()
export class AppLogger extends Logger {
  override log(message: unknown, ...optionalParams: unknown[]): void {
    const context = optionalParams.at(-1);
    if (typeof context === 'string' && START_UP_DETAIL.has(context)) this.debug(message, ...optionalParams);
    else super.log(message, ...optionalParams);
  }
}
