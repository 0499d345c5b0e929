/** @jest-environment node */
import { proxyList, trustOneProxyHop } from './trustedProxy';

describe('trustOneProxyHop', () => {
  it('trusts only the connecting peer, with loopback: any loopback address', () => {
    const trust = trustOneProxyHop(['loopback']);
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('127.0.0.2', 0)).toBe(true);
    expect(trust('::1', 0)).toBe(true);
    expect(trust('::ffff:127.0.0.1', 0)).toBe(true);
    expect(trust('203.0.113.9', 0)).toBe(false);
    expect(trust('::ffff:203.0.113.9', 0)).toBe(false);
  });

  it('trusts nobody when no proxy is listed', () => {
    const trust = trustOneProxyHop([]);
    expect(trust('127.0.0.1', 0)).toBe(false);
    expect(trust('::1', 0)).toBe(false);
  });

  it('never trusts a second hop, so forged X-Forwarded-For entries are ignored', () => {
    const trust = trustOneProxyHop(['loopback']);
    expect(trust('127.0.0.1', 1)).toBe(false);
    expect(trust('127.0.0.1', 2)).toBe(false);
  });

  it('accepts listed addresses and subnets', () => {
    const trust = trustOneProxyHop(['10.0.0.5', '172.16.0.0/12', 'fd00::/8']);
    expect(trust('10.0.0.5', 0)).toBe(true);
    expect(trust('10.0.0.6', 0)).toBe(false);
    expect(trust('172.20.1.1', 0)).toBe(true);
    expect(trust('fd12::1', 0)).toBe(true);
    expect(trust('127.0.0.1', 0)).toBe(false);
    expect(trust('not-an-address', 0)).toBe(false);
  });

  it('trusts nobody with an empty list', () => {
    expect(trustOneProxyHop([])('127.0.0.1', 0)).toBe(false);
  });
});

describe('proxyList', () => {
  it('rejects entries that are not addresses or subnets', () => {
    expect(() => proxyList(['shell.internal'])).toThrow(/shell.internal/);
    expect(() => proxyList(['10.0.0.0/33'])).toThrow(/prefix/);
    expect(() => proxyList(['10.0.0.0/x'])).toThrow(/prefix/);
  });
});
