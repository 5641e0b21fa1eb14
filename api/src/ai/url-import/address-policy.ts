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

// Private-use and special-use suffixes: names under them only ever mean a host on the server's
// own network (cloud metadata is "metadata.google.internal"), and resolve to a private address
// there, or to nothing at all elsewhere. `localhost` is RFC 6761, `local` mDNS (RFC 6762),
// `home.arpa` RFC 8375, `internal` the TLD ICANN reserved for private use.
const localNetworkSuffixes = ['localhost', 'local', 'home.arpa', 'internal'];

/**
 * Whether a hostname can only name a machine on the server's own network, whatever DNS answers:
 * the localhost names, names under a private-use suffix, and single-label names ("metadata",
 * "redis"), which only resolve through the server's search domains. Refused before any lookup,
 * so a name that does not resolve here is refused like one that resolves to a private address.
 */
export function isLocalNetworkName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (literalAddress(name) !== null) return false;
  if (!name.includes('.')) return true;
  return localNetworkSuffixes.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}
