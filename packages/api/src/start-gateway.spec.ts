import { publicPortMismatch } from './start-gateway';

describe('publicPortMismatch: a local PUBLIC_URL on a port nothing serves', () => {
  it("warns when .env.example's PUBLIC_URL reaches the stack, whose nginx serves 8080", () => {
    expect(
      publicPortMismatch({ PUBLIC_URL: 'http://localhost:3000', PORT: 3000, PUBLIC_PORT_SERVED: 8080 }),
    ).toMatch(/PUBLIC_URL http:\/\/localhost:3000 names port 3000, but the site is served on port 8080/);
  });

  it('warns for a gateway serving itself on another port', () => {
    expect(publicPortMismatch({ PUBLIC_URL: 'http://127.0.0.1:8080', PORT: 3000 })).toMatch(
      /served on port 3000/,
    );
    expect(publicPortMismatch({ PUBLIC_URL: 'http://localhost', PORT: 3000 })).toMatch(/names port 80,/);
  });

  it('is quiet when the ports agree, and for a public address behind a TLS proxy', () => {
    expect(
      publicPortMismatch({ PUBLIC_URL: 'http://localhost:8080/', PORT: 3000, PUBLIC_PORT_SERVED: 8080 }),
    ).toBeUndefined();
    expect(publicPortMismatch({ PUBLIC_URL: 'http://localhost:3000', PORT: 3000 })).toBeUndefined();
    expect(
      publicPortMismatch({ PUBLIC_URL: 'https://www.example.com', PORT: 3000, PUBLIC_PORT_SERVED: 8080 }),
    ).toBeUndefined();
  });
});
