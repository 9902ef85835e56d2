import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from './redis-process';

const API_DIR = path.resolve(__dirname, '..');

/**
 * A server run as a process of its own (node -e SOURCE, resolving packages from packages/api), so a
 * fault test can stop it for real: SIGKILL (down: connections refused), SIGSTOP (hung: connections are
 * accepted by the kernel and never answered), SIGCONT, and a start again on the same port. The source
 * reads PORT (and TARGET_PORT when given), prints "ready" once listening, then one JSON line per event.
 */
export class ChildServer {
  private child: ChildProcess | undefined;
  /** Events the process printed (JSON lines), across restarts. */
  readonly events: unknown[] = [];

  private constructor(
    private readonly source: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  static async start(source: string, env: Record<string, string> = {}): Promise<ChildServer> {
    const server = new ChildServer(source, await freePort(), env);
    await server.start();
    return server;
  }

  start(): Promise<void> {
    const child = spawn(process.execPath, ['-e', this.source], {
      cwd: API_DIR,
      env: { PATH: process.env.PATH, ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    return new Promise<void>((resolve, reject) => {
      const lines = createInterface({ input: child.stdout });
      lines.on('line', (line) => {
        if (line === 'ready') resolve();
        else this.events.push(JSON.parse(line) as unknown);
      });
      child.once('exit', (code, signal) =>
        reject(new Error(`child server exited (${code ?? signal}) before it was ready: ${stderr}`)),
      );
    });
  }

  /** SIGKILL, as a crash: the port is closed until start(). */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  /** Freezes the process: it keeps its port but answers nothing until resume(). */
  pause(): void {
    this.child?.kill('SIGSTOP');
  }

  resume(): void {
    this.child?.kill('SIGCONT');
  }
}

/**
 * An SMTP server (smtp-server) that accepts every message and prints {to, messageId} for each.
 * Run with ChildServer: SMTP_URL is smtp://127.0.0.1:<port>.
 */
export const SMTP_PEER_SOURCE = `
const { SMTPServer } = require('smtp-server');
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      const head = Buffer.concat(chunks).toString('utf8').split('\\r\\n\\r\\n')[0];
      const id = /^message-id:\\s*(.+)$/im.exec(head);
      const to = session.envelope.rcptTo.map((r) => r.address);
      process.stdout.write(JSON.stringify({ to, messageId: id ? id[1].trim() : '' }) + '\\n');
      callback();
    });
  },
});
server.on('error', () => undefined);
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\\n'));
`;

/**
 * A TCP relay to 127.0.0.1:TARGET_PORT: the endpoint a gateway talks to, as a process that can be
 * hung or killed while the service behind it keeps its state. Prints {connection: n} per connection.
 */
export const TCP_RELAY_SOURCE = `
const net = require('node:net');
let n = 0;
const server = net.createServer((client) => {
  process.stdout.write(JSON.stringify({ connection: ++n }) + '\\n');
  const upstream = net.connect(Number(process.env.TARGET_PORT), '127.0.0.1');
  client.pipe(upstream);
  upstream.pipe(client);
  client.on('error', () => upstream.destroy());
  upstream.on('error', () => client.destroy());
  client.on('close', () => upstream.destroy());
  upstream.on('close', () => client.destroy());
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\\n'));
`;
