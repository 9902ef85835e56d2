// A real SMTP peer for the full-stack e2e run: accepts every message and writes it, raw, to
// SMTP_MAIL_DIR/<n>.eml so tests can read what the worker delivered.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.SMTP_PORT ?? 2525);
const dir = process.env.SMTP_MAIL_DIR ?? path.resolve('var/e2e-smtp');
mkdirSync(dir, { recursive: true });
let count = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    /** @type {Buffer[]} */
    const chunks = [];
    stream.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
    stream.on('end', () => {
      count += 1;
      writeFileSync(path.join(dir, `${String(count).padStart(4, '0')}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});

// A sender that drops its connection must not stop the peer (smtp-server emits it as 'error').
server.on('error', (error) => console.error(`smtp peer: ${error.message}`));
server.listen(port, '127.0.0.1', () => console.log(`smtp peer listening on ${port}, writing to ${dir}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
