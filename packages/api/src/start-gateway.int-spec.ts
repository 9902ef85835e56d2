import { createServer, type Server } from 'node:net';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { freePort } from '../test/redis-process';
import { createTestConfig } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { startGateway } from './start-gateway';

/** npm start's announcement comes from the gateway, after it listens (scripts/start.sh sets ANNOUNCE_ADDRESS). */
describe('startGateway announces the site only once it listens', () => {
  // One PostgreSQL database for the three gateways: migrated once, each boot is quicker than PGlite's.
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('prints "Sitio disponible en <PUBLIC_URL>" with the port already answering', async () => {
    const port = await freePort();
    const { config, cleanup } = await createTestConfig({
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      ANNOUNCE_ADDRESS: 'true',
      DATABASE_URL: db.url,
    });
    const lines: string[] = [];
    let answered: Promise<number> | undefined;
    let app: NestExpressApplication | undefined;
    try {
      app = await startGateway(config, (line) => {
        lines.push(line);
        answered = fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status);
      });
      expect(lines).toEqual([`\nSitio disponible en http://localhost:${port}\n\n`]);
      expect(await answered).toBe(200);
    } finally {
      await app?.close();
      await cleanup();
    }
  });

  it('prints nothing when the port is taken and the gateway cannot listen', async () => {
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(0, resolve));
    const address = taken.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const { config, cleanup } = await createTestConfig({
      PORT: String(port),
      ANNOUNCE_ADDRESS: 'true',
      DATABASE_URL: db.url,
    });
    const announce = jest.fn();
    try {
      await expect(startGateway(config, announce)).rejects.toThrow(/EADDRINUSE/);
      expect(announce).not.toHaveBeenCalled();
    } finally {
      await new Promise((resolve) => taken.close(resolve));
      await cleanup();
    }
  });

  it('prints nothing without ANNOUNCE_ADDRESS (the gateway under docker or e2e)', async () => {
    const port = await freePort();
    const { config, cleanup } = await createTestConfig({
      PORT: String(port),
      DATABASE_URL: db.url,
    });
    const announce = jest.fn();
    const app = await startGateway(config, announce);
    try {
      expect(announce).not.toHaveBeenCalled();
    } finally {
      await app.close();
      await cleanup();
    }
  });
});
