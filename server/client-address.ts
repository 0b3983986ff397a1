import type { ServerConfig } from './config';

/**
 * The client's address. Without a trusted proxy, the connection's peer. Behind trusted proxies,
 * X-Forwarded-For is read from the right, where each proxy appended the address it saw, past the
 * trusted ones: the leftmost entries are written by the client and prove nothing.
 */
export function clientAddressOf(peer: string, forwarded: string | string[] | undefined, config: Pick<ServerConfig, 'trustProxy' | 'trustedProxies'>): string {
  const trusted = (address: string) => config.trustedProxies.includes(normalizeAddress(address));
  if (!config.trustProxy && !trusted(peer)) return peer;
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // TRUST_PROXY=on trusts the peer itself; TRUSTED_PROXIES names more proxies further out.
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!trusted(hops[i]!)) return normalizeAddress(hops[i]!);
  }
  return hops.length ? normalizeAddress(hops[0]!) : peer;
}

const normalizeAddress = (address: string) => address.replace(/^::ffff:/, '');
