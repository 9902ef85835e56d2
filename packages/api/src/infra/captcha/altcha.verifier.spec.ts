import { AltchaVerifier } from './altcha.verifier';
import { MemoryReplayStore } from './captcha-replay.store';

const HMAC_KEY = 'test-altcha-hmac-key-0123456789';

/** Solves a challenge the way the widget does and returns the base64 payload it would post. */
async function solve(challenge: Awaited<ReturnType<AltchaVerifier['createChallenge']>>): Promise<string> {
  const { solveChallenge } = await import('altcha-lib');
  const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2');
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('solver gave up');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

interface Payload {
  challenge: { parameters: Record<string, unknown> };
  solution: { derivedKey: string };
}

function edit(token: string, change: (payload: Payload) => void): string {
  const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Payload;
  change(payload);
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

describe('AltchaVerifier', () => {
  let verifier: AltchaVerifier;
  beforeEach(() => {
    verifier = new AltchaVerifier({ hmacKey: HMAC_KEY }, new MemoryReplayStore());
  });

  it('issues signed, expiring PBKDF2 challenges', async () => {
    const challenge = await verifier.createChallenge();
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const secondsLeft = challenge.parameters.expiresAt! - Date.now() / 1000;
    expect(secondsLeft).toBeGreaterThan(590);
    expect(secondsLeft).toBeLessThanOrEqual(600);
  });

  it('accepts a solved challenge once and refuses the replay', async () => {
    const token = await solve(await verifier.createChallenge());
    await expect(verifier.verify(token)).resolves.toEqual({ ok: true });
    await expect(verifier.verify(token)).resolves.toEqual({ ok: false, reason: 'replayed' });
  });

  it('refuses a wrong solution', async () => {
    const token = await solve(await verifier.createChallenge());
    const wrongKey = edit(token, (p) => {
      p.solution.derivedKey = p.solution.derivedKey.replace(/^./, (c: string) => (c === '0' ? '1' : '0'));
    });
    await expect(verifier.verify(wrongKey)).resolves.toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a challenge whose signed parameters were changed (cheaper cost)', async () => {
    const token = await solve(await verifier.createChallenge());
    const tampered = edit(token, (p) => {
      p.challenge.parameters.cost = 1;
    });
    await expect(verifier.verify(tampered)).resolves.toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a challenge signed with another key', async () => {
    const other = new AltchaVerifier({ hmacKey: 'another-key-0123456789abcdef' }, new MemoryReplayStore());
    const token = await solve(await other.createChallenge());
    await expect(verifier.verify(token)).resolves.toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses an expired challenge', async () => {
    const issuedElevenMinutesAgo = new AltchaVerifier(
      { hmacKey: HMAC_KEY, now: () => Date.now() - 11 * 60 * 1000 },
      new MemoryReplayStore(),
    );
    const token = await solve(await issuedElevenMinutesAgo.createChallenge());
    await expect(verifier.verify(token)).resolves.toEqual({ ok: false, reason: 'expired' });
  });

  it.each([
    ['empty', ''],
    ['not base64 JSON', 'not-a-payload'],
    ['JSON of the wrong shape', Buffer.from('{"challenge":{},"solution":{}}').toString('base64')],
  ])('refuses a %s token without throwing', async (_label, token) => {
    const result = await verifier.verify(token);
    expect(result.ok).toBe(false);
  });

  it('reports a missing token as missing', async () => {
    await expect(verifier.verify(undefined)).resolves.toEqual({ ok: false, reason: 'missing' });
  });
});
