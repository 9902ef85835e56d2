import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { ownRenderHeaders, OWN_RENDER_HEADER } from '#src/infra/rate-limit/own-render';
import { requestLogLevel } from './logger.options';

function exchange(headers: Record<string, string>, statusCode: number) {
  const req = new IncomingMessage(new Socket());
  Object.assign(req.headers, headers);
  const res = new ServerResponse(req);
  res.statusCode = statusCode;
  return [req, res] as const;
}

describe('requestLogLevel', () => {
  it("logs a visitor's request at info, a refusal at warn and a failure at error", () => {
    expect(requestLogLevel(...exchange({}, 200))).toBe('info');
    expect(requestLogLevel(...exchange({}, 404))).toBe('warn');
    expect(requestLogLevel(...exchange({}, 503))).toBe('error');
    expect(requestLogLevel(...exchange({}, 200), new Error('cortada'))).toBe('error');
  });

  it("logs the gateway's own page reads at debug, unless they fail, and not a read that only claims to be one", () => {
    expect(requestLogLevel(...exchange(ownRenderHeaders(), 200))).toBe('debug');
    expect(requestLogLevel(...exchange(ownRenderHeaders(), 404))).toBe('warn');
    expect(requestLogLevel(...exchange(ownRenderHeaders(), 502))).toBe('error');
    expect(requestLogLevel(...exchange({ [OWN_RENDER_HEADER]: 'adivinado' }, 200))).toBe('info');
  });
});
