import ipaddr from 'ipaddr.js';

/** The key of every request whose address is missing or unreadable: they share one limit. */
export const UNKNOWN_CLIENT_KEY = 'unknown';

/**
 * The key a client is limited and counted by, from its address (req.ip). An IPv6 visitor is normally given a
 * whole /64 and can rotate addresses inside it, so IPv6 counts by its /64 (`2001:db8:1:2::/64`, however the
 * address was written); IPv4, also IPv4-mapped (`::ffff:203.0.113.7`, a dual-stack socket's), by address.
 * Only for limits: consents and the captcha keep the full address.
 */
export function clientLimitKey(address: string | undefined): string {
  if (address === undefined) return UNKNOWN_CLIENT_KEY;
  if (ipaddr.IPv4.isValidFourPartDecimal(address)) return ipaddr.IPv4.parse(address).toString();
  // A zone (`fe80::1%eth0.5`) names the gateway's interface, not the client; ipaddr.js rejects some.
  const unzoned = address.replace(/%.*$/s, '');
  if (!ipaddr.IPv6.isValid(unzoned)) return UNKNOWN_CLIENT_KEY;
  const ip = ipaddr.IPv6.parse(unzoned);
  if (ip.isIPv4MappedAddress()) return ip.toIPv4Address().toString();
  const prefix = new ipaddr.IPv6([...ip.parts.slice(0, 4), 0, 0, 0, 0]);
  return `${prefix.toRFC5952String()}/64`;
}
