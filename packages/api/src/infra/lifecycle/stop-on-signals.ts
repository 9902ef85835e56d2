import { type Server } from 'node:http';
import { type INestApplicationContext, Logger } from '@nestjs/common';
import { stuckWork } from '../db/transaction-scope';

export interface StopOptions {
  /** How long requests and jobs in progress get to finish before the process exits anyway. */
  readonly graceMs: number;
  /** The gateway's HTTP server: it stops taking connections first. */
  readonly server?: Server;
  readonly exit?: (code: number) => void;
  readonly signals?: readonly NodeJS.Signals[];
}

/**
 * SIGTERM (docker stop) or SIGINT (Ctrl-C): stop taking connections, let what is in progress finish, close
 * the modules (queues, database), exit 0. Whatever is still running after `graceMs` (a stuck transaction, a
 * hung query: closing the database would wait for it) is cut: the process exits 1 and says what it cut.
 * A second signal exits at once. Replaces Nest's enableShutdownHooks, which waits without a bound.
 */
export function stopOnSignals(app: Pick<INestApplicationContext, 'close'>, options: StopOptions): void {
  const { graceMs, server, exit = (code) => process.exit(code), signals = ['SIGTERM', 'SIGINT'] } = options;
  const logger = new Logger('Shutdown');
  let stopping = false;

  const stop = async (signal: NodeJS.Signals): Promise<void> => {
    if (stopping) {
      logger.warn(`${signal} again: exiting now`);
      exit(1);
      return;
    }
    stopping = true;
    logger.log(`${signal}: finishing what is in progress (at most ${graceMs} ms), then exiting`);
    const deadline = setTimeout(() => {
      const cut = stuckWork(0)
        .map((work) => `a ${work.kind} running for ${work.ageMs} ms, begun at ${work.began}`)
        .join('; ');
      logger.error(`Still stopping after ${graceMs} ms: exiting anyway${cut ? ` (cut ${cut})` : ''}`);
      exit(1);
    }, graceMs);
    deadline.unref();
    try {
      if (server) await drain(server);
      await app.close();
      clearTimeout(deadline);
      exit(0);
    } catch (error) {
      clearTimeout(deadline);
      logger.error(`Stopping failed: ${error instanceof Error ? error.message : String(error)}`);
      exit(1);
    }
  };
  for (const signal of signals) process.on(signal, (received) => void stop(received));
}

/**
 * Stops listening and waits for the requests in progress. Keep-alive connections are closed as soon as
 * they are idle, and answers in progress ask their client to close, so the wait ends with the last one.
 */
function drain(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    server.on('request', (_request, response) => response.setHeader('Connection', 'close'));
    server.close(() => {
      clearInterval(idle);
      resolve();
    });
    server.closeIdleConnections();
  });
}
