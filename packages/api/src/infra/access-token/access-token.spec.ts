import { NotFoundException } from '@nestjs/common';
import { accessTokenMatches, hashAccessToken, issueAccessToken, parseRecordId } from './access-token';

describe('access tokens', () => {
  it('issues distinct 32-byte tokens and keeps only their SHA-256', () => {
    const a = issueAccessToken();
    const b = issueAccessToken();
    expect(Buffer.from(a.token, 'base64url')).toHaveLength(32);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(hashAccessToken(a.token));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.hash).not.toContain(a.token);
  });

  it('matches only the issued token', () => {
    const { token, hash } = issueAccessToken();
    expect(accessTokenMatches(token, hash)).toBe(true);
    expect(accessTokenMatches(`${token}x`, hash)).toBe(false);
    expect(accessTokenMatches(issueAccessToken().token, hash)).toBe(false);
    expect(accessTokenMatches('', hash)).toBe(false);
    expect(accessTokenMatches(undefined, hash)).toBe(false);
    expect(accessTokenMatches(['a'], hash)).toBe(false);
  });

  it('parses positive integer ids and answers not found for anything else', () => {
    expect(parseRecordId('42')).toBe(42);
    for (const bad of ['0', '-1', 'abc', '1.5', '9999999999', '']) {
      expect(() => parseRecordId(bad)).toThrow(NotFoundException);
    }
  });
});
