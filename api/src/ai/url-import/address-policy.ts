import ipaddr from 'ipaddr.js';

/**
 * Decides whether the importer may connect to an address. Everything except global unicast is
 * refused: loopback, private, link-local, CGNAT, unique-local, multicast, unspecified, reserved,
 * and IPv6 forms that embed an IPv4 address (mapped, NAT64, 6to4, Teredo), since those can
 * reach internal hosts too.
 */
export function isPublicAddress(address: string): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // Strip a zone id ("fe80::1%eth0"); ipaddr.js rejects it, and it only exists on link-local.
    parsed = ipaddr.parse(address.replace(/%.*$/, ''));
  } catch {
    return false;
  }
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

/** The IP address a URL hostname spells literally ("127.0.0.1", "[::1]"), or null for a name. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  return ipaddr.isValid(bare) && (bare.includes(':') || /^[\d.]+$/.test(bare)) ? bare : null;
}
