import { BlockList, isIP, isIPv4, isIPv6 } from 'node:net';

/** Whom a forwarded address is believed from (ServerConfig's TRUST_PROXY and TRUSTED_PROXIES). */
export interface ProxyTrust {
  trustProxy: boolean;
  trustedProxies: readonly string[];
}

/**
 * The client's address. Without a trusted proxy, the connection's peer. Behind trusted proxies,
 * X-Forwarded-For is read from the right, where each proxy appended the address it saw, past the
 * trusted ones: the leftmost entries are written by the client and prove nothing. Every address is
 * given in one spelling (canonicalAddress), so a port or an IPv6 wrapping never makes a new client.
 */
export function clientAddressOf(peer: string, forwarded: string | string[] | undefined, config: ProxyTrust): string {
  return forwardedClientOf(peer, forwarded, config) ?? canonicalAddress(peer);
}

/**
 * The client a trusted proxy names in X-Forwarded-For, or null when the peer is not a trusted proxy
 * or names no address. Entries that are not IP addresses (`unknown`, `junk-7`, `0x7f.0.0.1`) are
 * passed over: a proxy writes addresses, so anything else was written by a client, and taken as a
 * client it would make a new one per spelling.
 */
export function forwardedClientOf(peer: string, forwarded: string | string[] | undefined, config: ProxyTrust): string | null {
  const trustedSet = trustedSetOf(config.trustedProxies);
  const trusted = (address: string) => trustedSet.has(address);
  if (!config.trustProxy && !trusted(canonicalAddress(peer))) return null;
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded ?? '')
    .split(',')
    .map((entry) => canonicalAddress(entry.trim()))
    .filter((entry) => isIP(entry) !== 0);
  // TRUST_PROXY=on trusts the peer itself; TRUSTED_PROXIES names more proxies further out.
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!trusted(hops[i]!)) return hops[i]!;
  }
  return hops[0] ?? null;
}

/** The trusted proxies in their one spelling, made once per list (a config's list never changes). */
const trustedSets = new WeakMap<readonly string[], ReadonlySet<string>>();
function trustedSetOf(proxies: readonly string[]): ReadonlySet<string> {
  let set = trustedSets.get(proxies);
  if (!set) trustedSets.set(proxies, (set = new Set(proxies.map(canonicalAddress))));
  return set;
}

/**
 * One spelling per address: a port and brackets dropped (`198.51.100.7:4711`, `[2001:db8::1]:443`),
 * an IPv6 zone dropped, IPv4-mapped (`::ffff:a.b.c.d`, `::ffff:c633:6407`) and NAT64
 * (`64:ff9b::/96`) addresses given as the IPv4 address they carry, IPv6 in lower case, compressed.
 * With HOST=:: every IPv4 client arrives IPv4-mapped; through a NAT64 gateway, each IPv4 host has its
 * own 64:ff9b:: address. Anything else is returned as sent (at most 100 characters).
 */
export function canonicalAddress(entry: string): string {
  if (isIPv4(entry)) return entry;
  let address = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(address);
  if (withPort) address = withPort[1]!;
  address = address.replace(/%.*$/, '');
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address.slice(0, 100);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  const nat64 = groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0);
  if (mapped || nat64) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return compressIpv6(groups);
}

/** The eight 16-bit groups of an IPv6 address (an embedded dotted IPv4 read as two), or null. */
export function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = text.slice(0, dotted.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::') as [string, string?];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(zeros).fill('0'), ...right].map((group) => parseInt(group, 16));
}

function compressIpv6(groups: number[]): string {
  // The longest run of zero groups (two or more) becomes `::` (RFC 5952).
  let best = { start: -1, length: 1 };
  for (let i = 0; i < 8; ) {
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > best.length) best = { start: i, length: j - i };
    i = j === i ? i + 1 : j;
  }
  const hex = groups.map((group) => group.toString(16));
  if (best.start === -1) return hex.join(':');
  return `${hex.slice(0, best.start).join(':')}::${hex.slice(best.start + best.length).join(':')}`;
}

/**
 * The rate-limit and connection-share key of a client address. An IPv4 client (however wrapped) is
 * its address. An IPv6 client is limited by its /56: that is what an ISP delegates to one home or
 * small site (RIPE-690 recommends a /56 per customer, many ISPs give one; a /64 is one LAN inside
 * it). Keyed by /64, one home held 256 budgets, enough to take a whole core; keyed by /48 (what a
 * business site gets), whole neighbourhoods of one ISP would share one budget.
 */
export const IPV6_CLIENT_PREFIX = 56;

export function clientLimitKey(address: string): string {
  const canonical = canonicalAddress(address);
  if (isIPv4(canonical)) return `ip:${canonical}`;
  const groups = ipv6Groups(canonical);
  if (!groups) return `ip:${canonical}`;
  // The first 56 bits: three groups and the high byte of the fourth.
  const fourth = groups[3]! & 0xff00;
  return `ip6:${[...groups.slice(0, 3), fourth].map((group) => group.toString(16)).join(':')}::/${IPV6_CLIENT_PREFIX}`;
}

/** Loopback and private-network addresses (RFC 1918, RFC 4193, link-local): where a scraper of /metrics lives. */
export function isPrivateAddress(address: string): boolean {
  const canonical = canonicalAddress(address);
  if (isIPv4(canonical)) {
    const [a = 0, b = 0] = canonical.split('.').map(Number);
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
  }
  const groups = ipv6Groups(canonical);
  if (!groups) return false;
  const loopback = groups.slice(0, 7).every((group) => group === 0) && groups[7] === 1;
  return loopback || (groups[0]! & 0xfe00) === 0xfc00 || (groups[0]! & 0xffc0) === 0xfe80;
}

/**
 * A list of addresses and CIDR prefixes (`127.0.0.1`, `10.0.0.0/8`, `fd00::/8`), as METRICS_ALLOW
 * spells it; throws, naming the entry, on one that is neither.
 */
export function addressList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits, extra] = entry.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? (family === 6 ? 128 : 32) : /^\d{1,3}$/.test(bits) ? Number(bits) : -1;
    if (family === 0 || extra !== undefined || prefix < 0 || prefix > (family === 6 ? 128 : 32)) {
      throw new Error(`'${entry}' is not an IP address or a CIDR prefix such as 10.0.0.0/8 or fd00::/8`);
    }
    list.addSubnet(address, prefix, family === 6 ? 'ipv6' : 'ipv4');
  }
  return list;
}

/** Whether an address (any spelling canonicalAddress reads) is in the list. */
export function inAddressList(list: BlockList, address: string): boolean {
  const canonical = canonicalAddress(address);
  const family = isIP(canonical);
  return family !== 0 && list.check(canonical, family === 6 ? 'ipv6' : 'ipv4');
}
