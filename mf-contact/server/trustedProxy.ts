/**
 * Which peer may tell us the visitor's address. The shell's server proxies /api here and
 * appends the address it saw to X-Forwarded-For; anything before that entry came from the
 * visitor and may be forged. So we trust exactly one hop, and only when the connection comes
 * from a listed proxy (ENQUIRY_TRUSTED_PROXIES; nobody when unset, because any other local
 * process could otherwise pick the address it is counted under): the rate limit then keys on
 * the real visitor.
 */
import { BlockList, isIP } from 'node:net';

/** '::ffff:127.0.0.1' -> '127.0.0.1' */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

function family(address: string): 'ipv4' | 'ipv6' {
  return isIP(address) === 6 ? 'ipv6' : 'ipv4';
}

/** 'loopback', an address ('10.0.0.5') or a subnet ('10.0.0.0/8', 'fd00::/8'). */
export function proxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    if (isIP(address) === 0) throw new Error(`"${entry}" is not an address or subnet`);
    if (prefix === undefined) {
      list.addAddress(address, family(address));
    } else {
      const bits = Number(prefix);
      const max = family(address) === 'ipv6' ? 128 : 32;
      if (!Number.isInteger(bits) || bits < 0 || bits > max) {
        throw new Error(`"${entry}" has an invalid prefix length`);
      }
      list.addSubnet(address, bits, family(address));
    }
  }
  return list;
}

/**
 * Fastify's trustProxy function: hop 0 is the connecting peer, hop 1 the last
 * X-Forwarded-For entry (what our proxy saw). Trusting only hop 0 makes hop 1 the client.
 */
export function trustOneProxyHop(
  entries: readonly string[],
): (address: string, hop: number) => boolean {
  const list = proxyList(entries);
  return (address, hop) => {
    if (hop !== 0) return false;
    const plain = plainAddress(address);
    return isIP(plain) !== 0 && list.check(plain, family(plain));
  };
}
