/** An IP address read as Python's `ipaddress.ip_address` reads one. */
export interface IpAddress {
  version: 4 | 6;
  /** The address as an integer (32 or 128 bits). */
  value: bigint;
}

const DECIMAL = /^[0-9]{1,3}$/;
const HEXTET = /^[0-9a-fA-F]{1,4}$/;

/** Strict dotted-quad IPv4, as Python reads it: four decimal octets, no leading zeros. */
function parseIpv4(text: string): bigint | undefined {
  const octets = text.split('.');
  if (octets.length !== 4) return undefined;
  let value = 0n;
  for (const octet of octets) {
    if (!DECIMAL.test(octet) || (octet.length > 1 && octet.startsWith('0')) || Number(octet) > 255) return undefined;
    value = (value << 8n) | BigInt(octet);
  }
  return value;
}

/** IPv6 as Python reads it: hextets, one `::` at most, an optional dotted IPv4 tail and `%zone`. */
function parseIpv6(text: string): bigint | undefined {
  const [address = '', ...zone] = text.split('%');
  if (zone.length > 1 || zone[0] === '') return undefined;
  const parts = address.split(':');
  if (parts.length < 3) return undefined;
  const last = parts[parts.length - 1] as string;
  if (last.includes('.')) {
    const ipv4 = parseIpv4(last);
    if (ipv4 === undefined) return undefined;
    parts.splice(parts.length - 1, 1, (ipv4 >> 16n).toString(16), (ipv4 & 0xffffn).toString(16));
  }
  if (parts.length > 9) return undefined;
  // Only an inner empty part is `::`; empty ends must belong to a `::` at that end.
  const inner = parts.slice(1, -1).map((part, index) => (part === '' ? index + 1 : -1)).filter((index) => index !== -1);
  if (inner.length > 1) return undefined;
  let high: string[];
  let low: string[];
  if (inner.length === 1) {
    const skip = inner[0] as number;
    high = parts.slice(0, skip);
    low = parts.slice(skip + 1);
    if (high[0] === '') {
      if (high.length !== 1) return undefined;
      high = [];
    }
    if (low[low.length - 1] === '') {
      if (low.length !== 1) return undefined;
      low = [];
    }
    if (high.length + low.length > 7) return undefined;
  } else {
    if (parts.length !== 8 || parts[0] === '' || last === '') return undefined;
    high = parts;
    low = [];
  }
  if (![...high, ...low].every((part) => HEXTET.test(part))) return undefined;
  const hextets = [...high, ...Array<string>(8 - high.length - low.length).fill('0'), ...low];
  return hextets.reduce((value, part) => (value << 16n) | BigInt(`0x${part}`), 0n);
}

/** The address `text` spells, or `undefined` when Python would say it is not an IPv4 or IPv6 address. */
export function parseIpAddress(text: string): IpAddress | undefined {
  const ipv4 = parseIpv4(text);
  if (ipv4 !== undefined) return { version: 4, value: ipv4 };
  const ipv6 = parseIpv6(text);
  return ipv6 === undefined ? undefined : { version: 6, value: ipv6 };
}

type Network = readonly [base: bigint, prefix: number];

const v4 = (dotted: string, prefix: number): Network => [parseIpv4(dotted) as bigint, prefix];
const v6 = (text: string, prefix: number): Network => [parseIpv6(text) as bigint, prefix];

/**
 * Python 3.11's private, loopback, link-local, reserved, multicast and
 * unspecified ranges together: what the server's webhook check refuses.
 */
const NON_PUBLIC: Readonly<Record<4 | 6, readonly Network[]>> = {
  4: [
    v4('0.0.0.0', 8), v4('10.0.0.0', 8), v4('127.0.0.0', 8), v4('169.254.0.0', 16), v4('172.16.0.0', 12),
    v4('192.0.0.0', 29), v4('192.0.0.170', 31), v4('192.0.2.0', 24), v4('192.168.0.0', 16), v4('198.18.0.0', 15),
    v4('198.51.100.0', 24), v4('203.0.113.0', 24), v4('224.0.0.0', 4), v4('240.0.0.0', 4),
  ],
  6: [
    // Private (IPv4-mapped addresses fall in the reserved ::/8 whatever they map to).
    v6('::1', 128), v6('::', 128), v6('100::', 64), v6('2001::', 23), v6('2001:2::', 48), v6('2001:db8::', 32),
    v6('2001:10::', 28), v6('fc00::', 7), v6('fe80::', 10),
    // Reserved.
    v6('::', 8), v6('100::', 8), v6('200::', 7), v6('400::', 6), v6('800::', 5), v6('1000::', 4), v6('4000::', 3),
    v6('6000::', 3), v6('8000::', 3), v6('a000::', 3), v6('c000::', 3), v6('e000::', 4), v6('f000::', 5),
    v6('f800::', 6), v6('fe00::', 9),
    // Multicast.
    v6('ff00::', 8),
  ],
};

/** Whether the address is one Python calls private, loopback, link-local, reserved, multicast or unspecified. */
export function isNonPublicAddress(address: IpAddress): boolean {
  const bits = address.version === 4 ? 32 : 128;
  return NON_PUBLIC[address.version].some(([base, prefix]) => address.value >> BigInt(bits - prefix) === base >> BigInt(bits - prefix));
}

/** Whether the address is loopback as Python's `is_loopback` says: `127.0.0.0/8` or `::1`. */
export function isLoopbackAddress(address: IpAddress): boolean {
  return address.version === 4 ? address.value >> 24n === 127n : address.value === 1n;
}
