import { isIP } from 'node:net';

/** Bits of an IPv6 address that one client holds: a home or phone gets a whole /64. */
const IPV6_CLIENT_PREFIX_GROUPS = 4;

/** The eight 16-bit groups of a valid IPv6 address (without a zone id). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    const [a, b, c, d] = tail.split('.').map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parse = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16));
  const [head, rest] = text.split('::');
  if (rest === undefined) return parse(head);
  const left = parse(head);
  const right = parse(rest);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** RFC 5952 text: lower-case hex, no leading zeros, the first longest run of two or more zero groups as "::". */
function ipv6Text(groups: number[]): string {
  let best = { start: -1, length: 1 };
  for (let start = 0; start < groups.length; start++) {
    let length = 0;
    while (groups[start + length] === 0) length++;
    if (length > best.length) best = { start, length };
  }
  const hex = groups.map((group) => group.toString(16));
  if (best.start < 0) return hex.join(':');
  const before = hex.slice(0, best.start).join(':');
  const after = hex.slice(best.start + best.length).join(':');
  return `${before}::${after}`;
}

const isMappedIpv4 = (groups: number[]) =>
  groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;

/**
 * The key every per-address limit counts a client under. An IPv6 client holds a whole /64 and can
 * pick any address in it, so it is keyed by that prefix ("2001:db8:1:2::/64"); an IPv4 address, or
 * one mapped into IPv6 ("::ffff:192.0.2.1"), by the IPv4 address. Zone ids and case are dropped.
 * Anything else (a trusted proxy forwarding a name) is kept as given.
 */
export function clientAddressKey(ip: string): string {
  const address = ip.trim();
  if (isIP(address) === 4) return address;
  const unzoned = address.split('%')[0];
  if (isIP(unzoned) !== 6) return address;
  const groups = ipv6Groups(unzoned.toLowerCase());
  if (isMappedIpv4(groups)) {
    const [high, low] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  const prefix = [...groups.slice(0, IPV6_CLIENT_PREFIX_GROUPS), 0, 0, 0, 0];
  return `${ipv6Text(prefix)}/64`;
}
