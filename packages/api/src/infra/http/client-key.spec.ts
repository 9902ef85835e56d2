import { clientLimitKey, UNKNOWN_CLIENT_KEY } from './client-key';

describe('clientLimitKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientLimitKey('203.0.113.8')).toBe('203.0.113.8');
  });

  it('takes an IPv4-mapped IPv6 address (a dual-stack socket) for its IPv4 address, however written', () => {
    expect(clientLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientLimitKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(clientLimitKey('::ffff:203.0.113.8')).not.toBe(clientLimitKey('::ffff:203.0.113.7'));
  });

  it('gives the addresses of one /64 one key, however written', () => {
    const key = clientLimitKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    for (const address of [
      '2001:0db8:0001:0002:0000:0000:0000:0001',
      '2001:DB8:1:2:aaaa:bbbb:cccc:dddd',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:db8:1:2::',
      '2001:db8:1:2::1%eth0',
    ])
      expect(clientLimitKey(address)).toBe(key);
    expect(clientLimitKey('2001:db8::1')).toBe('2001:db8::/64');
    expect(clientLimitKey('2001:db8::2')).toBe('2001:db8::/64');
  });

  it('tells apart addresses of different /64s', () => {
    const keys = [
      '2001:db8::1',
      '2001:db8:0:1::1',
      '2001:db8:1:2::1',
      '2001:db8:1:3::1',
      '2001:db9:1:2::1',
    ].map(clientLimitKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('groups the IPv6 loopback by its /64, apart from the IPv4 one', () => {
    expect(clientLimitKey('::1')).toBe('::/64');
    expect(clientLimitKey('127.0.0.1')).toBe('127.0.0.1');
  });

  it('gives a missing or unreadable address the fallback key', () => {
    for (const address of [
      undefined,
      '',
      'garbage',
      ' 203.0.113.7',
      '203.0.113.7, 198.51.100.1',
      '010.0.0.1',
      '256.1.1.1',
      '2001:db8::1/64',
      '1:2:3:4:5:6:7:8:9',
    ])
      expect(clientLimitKey(address)).toBe(UNKNOWN_CLIENT_KEY);
    expect(UNKNOWN_CLIENT_KEY).not.toMatch(/^[\d.:a-f]+$/);
  });
});
