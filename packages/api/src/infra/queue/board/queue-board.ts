import { createHash, timingSafeEqual } from 'node:crypto';
import { type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { Queue } from 'bullmq';
import express, { type RequestHandler } from 'express';
import { createRedisConnection } from '#src/infra/cache/redis.connection';

export interface QueueBoardOptions {
  readonly redisUrl: string;
  /** BullMQ's key prefix (`${REDIS_PREFIX}bull`), as the gateways and workers use it. */
  readonly prefix: string;
  readonly queues: readonly string[];
  readonly user: string;
  readonly password: string;
  readonly host: string;
  /** 0: any free port (tests). */
  readonly port: number;
}

export interface QueueBoard {
  readonly port: number;
  close(): Promise<void>;
}

/**
 * Bull Board, the operators' view of the BullMQ queues: counts by state, each failed job with its error
 * (the log's reason, addresses and phones redacted: see JobFailedError) and a button to retry it. Behind
 * basic auth on every path, assets included. Its own process (`node dist/queue-board.js`), so workers scale
 * without each claiming the port.
 */
export async function startQueueBoard(options: QueueBoardOptions): Promise<QueueBoard> {
  const connection = createRedisConnection(options.redisUrl, 'client');
  connection.on('error', () => undefined); // the board shows Redis's state; nothing to add in the log
  const queues = options.queues.map((name) => {
    const queue = new Queue(name, { connection, prefix: options.prefix });
    queue.on('error', () => undefined);
    return queue;
  });
  const board = new ExpressAdapter();
  board.setBasePath('/');
  createBullBoard({
    queues: queues.map((queue) => new BullMQAdapter(queue, { allowRetries: true })),
    serverAdapter: board,
    options: { uiConfig: { boardTitle: 'Colas de trabajos' } },
  });
  const app = express();
  app.disable('x-powered-by');
  app.use(basicAuth(options.user, options.password));
  app.use('/', board.getRouter() as RequestHandler);
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(options.port, options.host, (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
  });
  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.allSettled(queues.map((queue) => queue.close()));
      connection.disconnect();
    },
  };
}

/** Every request must carry the user and password; compared in constant time (through their digests). */
export function basicAuth(user: string, password: string): RequestHandler {
  const expected = digest(`${user}:${password}`);
  return (req, res, next) => {
    const [scheme, encoded = ''] = (req.headers.authorization ?? '').split(' ');
    const given = digest(Buffer.from(encoded, 'base64').toString('utf8'));
    if (scheme?.toLowerCase() === 'basic' && timingSafeEqual(given, expected)) {
      next();
      return;
    }
    res
      .status(401)
      .set('WWW-Authenticate', 'Basic realm="Colas de trabajos", charset="UTF-8"')
      .type('text/plain')
      .send('Se requiere usuario y contraseña (QUEUE_BOARD_USER, QUEUE_BOARD_PASSWORD).\n');
  };
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
