import 'reflect-metadata';
import { createServer } from 'node:http';
import { Logger } from '@nestjs/common';
import { loadConfigOrExit } from './config/load-config';
import { startQueueBoard } from './infra/queue/board/queue-board';
import { QUEUES } from './infra/queue/queue.constants';
import { SEARCH_ALERT_QUEUE } from './modules/search-alerts/search-alert-digest.scheduler';
import { SIMI_SYNC_QUEUE } from './modules/simi/sync/simi-sync.scheduler';

/** Every BullMQ queue of the stack: the outbox's and the repeating jobs'. */
const BOARD_QUEUES = [...Object.values(QUEUES), SIMI_SYNC_QUEUE, SEARCH_ALERT_QUEUE];

/**
 * The operators' queue view (Bull Board) on QUEUE_BOARD_HOST:QUEUE_BOARD_PORT. Without a password or Redis it
 * stays off: it listens only to say so (a 503), so the container stays up and the operator sees why.
 */
async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit();
  const log = new Logger('QueueBoard');
  const { REDIS_URL: redisUrl, QUEUE_BOARD_PASSWORD: password } = config;
  if (!redisUrl || !password) {
    const why = !redisUrl
      ? 'No REDIS_URL: jobs run inside the gateway (in-process queue); there is no queue to show.'
      : 'QUEUE_BOARD_PASSWORD is unset: the queue view is off (it has no default password).';
    log.warn(why);
    createServer((_req, res) => {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end(`${why}\n`);
    }).listen(config.QUEUE_BOARD_PORT, config.QUEUE_BOARD_HOST);
    return;
  }
  const board = await startQueueBoard({
    redisUrl,
    prefix: `${config.REDIS_PREFIX}bull`,
    queues: BOARD_QUEUES,
    user: config.QUEUE_BOARD_USER,
    password,
    host: config.QUEUE_BOARD_HOST,
    port: config.QUEUE_BOARD_PORT,
  });
  log.log(`Queue view on http://${config.QUEUE_BOARD_HOST}:${board.port}/ (user ${config.QUEUE_BOARD_USER})`);
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => {
      board.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
}

bootstrap().catch((error: unknown) => {
  console.error('The queue view could not start:', error);
  process.exit(1);
});
