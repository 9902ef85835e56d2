import { Writable } from 'node:stream';
import { Logger as NestLogger, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import { AppLogger } from './app-logger';

interface Line {
  level: number;
  context?: string;
  msg: string;
}

describe('AppLogger', () => {
  it("puts Nest's start-up detail at debug and keeps every other line at its level", async () => {
    const lines: Line[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Line);
        done();
      },
    });
    @Module({
      imports: [LoggerModule.forRoot({ pinoHttp: [{ level: 'debug' }, destination] })],
      providers: [AppLogger],
    })
    class ProbeModule {}
    // As the worker starts: Nest's own lines held until its logger is set.
    const app = await NestFactory.createApplicationContext(ProbeModule, { bufferLogs: true });
    app.useLogger(app.get(AppLogger));
    new NestLogger('RouterExplorer').log('Mapped {/api/health, GET} route');
    new NestLogger('RoutesResolver').log('HealthController {/api/health}:');
    new NestLogger('Gateway').log('Site and API listening on http://localhost:3000');
    new NestLogger('RouterExplorer').warn('Unsupported route path');
    await app.close();
    const levels = lines.map(({ level, context, msg }) => [level, context, msg]);
    expect(levels).toEqual(
      expect.arrayContaining([
        [20, 'InstanceLoader', 'ProbeModule dependencies initialized'],
        [20, 'RouterExplorer', 'Mapped {/api/health, GET} route'],
        [20, 'RoutesResolver', 'HealthController {/api/health}:'],
        [30, 'Gateway', 'Site and API listening on http://localhost:3000'],
        [40, 'RouterExplorer', 'Unsupported route path'],
      ]),
    );
    expect(lines.filter((line) => line.level === 30).map((line) => line.context)).not.toContain(
      'InstanceLoader',
    );
  });
});
