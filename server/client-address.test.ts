import { describe, expect, it } from 'vitest';
import { clientAddressOf } from './client-address';

const direct = { trustProxy: false, trustedProxies: [] };
const behindOne = { trustProxy: true, trustedProxies: [] };
const behindTwo = { trustProxy: true, trustedProxies: ['10.0.0.2'] };

describe('clientAddressOf', () => {
  it.each([
    ['no proxy: the peer, whatever X-Forwarded-For says', '203.0.113.9', '1.1.1.1', direct, '203.0.113.9'],
    ['one trusted proxy: the rightmost entry, which that proxy wrote', '10.0.0.1', 'spoofed, 198.51.100.7', behindOne, '198.51.100.7'],
    ['two proxies: past the trusted one', '10.0.0.1', 'spoofed, 198.51.100.7, 10.0.0.2', behindTwo, '198.51.100.7'],
    ['a trusted proxy with no header: the peer', '10.0.0.1', undefined, behindOne, '10.0.0.1'],
    ['IPv4-mapped IPv6 is shown as IPv4', '::ffff:10.0.0.1', '::ffff:198.51.100.8', behindOne, '198.51.100.8'],
  ])('%s', (_, peer, forwarded, config, expected) => {
    expect(clientAddressOf(peer, forwarded, config)).toBe(expected);
  });

  it('joins repeated X-Forwarded-For headers in order', () => {
    expect(clientAddressOf('10.0.0.1', ['a', 'b, 198.51.100.9'], behindOne)).toBe('198.51.100.9');
  });
});
