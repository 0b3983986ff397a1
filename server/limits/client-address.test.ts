import { describe, expect, it } from 'vitest';
import { addressList, canonicalAddress, clientAddressOf, forwardedClientOf, inAddressList, isPrivateAddress } from './client-address';

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
    ['a port after an IPv4 entry is dropped (one client, whatever its port)', '10.0.0.1', '198.51.100.7:4711', behindOne, '198.51.100.7'],
    ['a bracketed IPv6 entry with a port', '10.0.0.1', '[2001:DB8::1]:443', behindOne, '2001:db8::1'],
    ['NAT64 peer as its IPv4 host', '64:ff9b::cb00:7109', undefined, direct, '203.0.113.9'],
    ['a trusted proxy named as IPv4 matches its IPv4-mapped peer', '::ffff:10.0.0.2', '198.51.100.7', { trustProxy: false, trustedProxies: ['10.0.0.2'] }, '198.51.100.7'],
  ])('%s', (_, peer, forwarded, config, expected) => {
    expect(clientAddressOf(peer, forwarded, config)).toBe(expected);
  });

  it('joins repeated X-Forwarded-For headers in order', () => {
    expect(clientAddressOf('10.0.0.1', ['a', 'b, 198.51.100.9'], behindOne)).toBe('198.51.100.9');
  });

  it.each([
    ['junk-7'], ['0x7f.0.0.1'], ['unknown'], ['127.1'], ['2001:db8::g'], ['198.51.100.7.1'], [''],
  ])('passes over an entry that is not an address (%j): never a client of its own', (entry) => {
    expect(clientAddressOf('10.0.0.1', entry, behindOne)).toBe('10.0.0.1');
    expect(clientAddressOf('10.0.0.1', `198.51.100.9, ${entry}`, behindOne)).toBe('198.51.100.9');
    expect(forwardedClientOf('10.0.0.1', entry, behindOne)).toBeNull();
  });
});

describe('canonicalAddress', () => {
  it.each([
    ['::ffff:10.1.2.3', '10.1.2.3'],
    ['::ffff:a01:203', '10.1.2.3'],
    ['64:ff9b::10.1.2.3', '10.1.2.3'],
    ['2001:0DB8:0000:0000:0000:0000:0000:0001', '2001:db8::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['2001:db8:0:1:0:0:0:1', '2001:db8:0:1::1'],
    ['not an address', 'not an address'],
  ])('%s is %s', (entry, expected) => {
    expect(canonicalAddress(entry)).toBe(expected);
  });
});

describe('isPrivateAddress (who may read /metrics)', () => {
  it.each([
    ['127.0.0.1', true], ['::1', true], ['::ffff:10.1.2.3', true], ['172.20.0.5', true], ['192.168.1.9', true], ['fd00::5', true], ['fe80::1%eth0', true],
    ['203.0.113.9', false], ['172.32.0.1', false], ['2001:db8::1', false], ['64:ff9b::203.0.113.9', false], ['garbage', false],
  ])('%s: %s', (address, expected) => {
    expect(isPrivateAddress(address as string)).toBe(expected);
  });
});

describe('addressList (METRICS_ALLOW)', () => {
  it('holds addresses and CIDR prefixes of both families, in any spelling of the address asked', () => {
    const list = addressList(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);
    expect(['127.0.0.1', '::ffff:127.0.0.1', '10.200.1.1', 'fd12::1'].map((a) => inAddressList(list, a))).toEqual([true, true, true, true]);
    expect(['127.0.0.2', '11.0.0.1', 'fe80::1', 'junk'].map((a) => inAddressList(list, a))).toEqual([false, false, false, false]);
  });

  it.each([['10.0.0.0/33'], ['fd00::/129'], ['junk'], ['10.0.0.0/8/1'], ['10.0.0.0/x']])('refuses %s, naming it', (entry) => {
    expect(() => addressList([entry])).toThrow(entry);
  });
});
