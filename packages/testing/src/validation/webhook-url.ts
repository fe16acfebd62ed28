import { isLoopbackAddress, isNonPublicAddress, parseIpAddress } from './ip-address.js';

/** Characters Python allows in a URL scheme. */
const SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]*$/;
/** What Python's urlsplit strips from the front (C0 controls and space) and removes everywhere (tab, CR, LF). */
const LEADING_JUNK = /^[\u0000-\u0020]+/;
const UNSAFE = /[\t\r\n]/g;
const IPV_FUTURE = /^v[a-fA-F0-9]+\..+$/s;

/** The parts of a URL the server's check reads, split as Python's `urllib.parse.urlsplit` splits them. */
interface SplitUrl {
  scheme: string;
  netloc: string;
}

/** A problem Python's URL parser raises (the server reports it as a `value_error`). */
class UrlError extends Error {}

/** Python's `repr()` of a string, for the messages that quote one. */
function pythonRepr(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  const escaped = text.replaceAll('\\', '\\\\').replace(/[\u0000-\u001f\u007f]/g, (char) => {
    const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
    return named[char] ?? `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`;
  });
  return `${quote}${quote === "'" ? escaped.replaceAll("'", "\\'") : escaped}${quote}`;
}

function splitUrl(input: string): SplitUrl {
  let rest = input.replace(LEADING_JUNK, '').replace(UNSAFE, '');
  let scheme = '';
  const colon = rest.indexOf(':');
  if (colon > 0 && SCHEME.test(rest.slice(0, colon))) {
    scheme = rest.slice(0, colon).toLowerCase();
    rest = rest.slice(colon + 1);
  }
  if (!rest.startsWith('//')) return { scheme, netloc: '' };
  const end = rest.slice(2).search(/[/?#]/);
  const netloc = end === -1 ? rest.slice(2) : rest.slice(2, end + 2);
  if (netloc.includes('[') !== netloc.includes(']')) throw new UrlError('Invalid IPv6 URL');
  if (netloc.includes('[')) {
    const bracketed = (netloc.split('[')[1] as string).split(']')[0] as string;
    if (bracketed.startsWith('v')) {
      if (!IPV_FUTURE.test(bracketed)) throw new UrlError('IPvFuture address is invalid');
    } else {
      const address = parseIpAddress(bracketed);
      if (!address) throw new UrlError(`${pythonRepr(bracketed)} does not appear to be an IPv4 or IPv6 address`);
      if (address.version === 4) throw new UrlError('An IPv4 address cannot be in brackets');
    }
  }
  return { scheme, netloc };
}

/** Python's `SplitResult.hostname`: the host without user info, port or brackets, lowercased. */
function hostnameOf(netloc: string): string {
  const hostinfo = netloc.slice(netloc.lastIndexOf('@') + 1);
  const open = hostinfo.indexOf('[');
  const host = open === -1 ? (hostinfo.split(':')[0] as string) : (hostinfo.slice(open + 1).split(']')[0] as string);
  // A zone after `%` keeps its case.
  const percent = host.indexOf('%');
  return percent === -1 ? host.toLowerCase() : host.slice(0, percent).toLowerCase() + host.slice(percent);
}

/**
 * What the server's webhook URL check objects to, in its words, or
 * `undefined` for a URL it accepts: a scheme and a host are required, only
 * http and https pass, and a host that is a literal private, loopback,
 * link-local, reserved, multicast or unspecified IP address is refused.
 * Host names are not resolved. The URL is split as Python's `urlsplit`
 * splits it, so odd spellings the WHATWG parser would normalise (`127.1`,
 * `010.0.0.1`) are host names here, as they are on the server.
 *
 * `allowLoopback` (the emulator's `allowLoopbackWebhooks`) lets loopback
 * literals (`127.0.0.0/8`, `::1`) through, so a test can register a receiver
 * it serves itself; every other non-public address is still refused.
 */
export function webhookUrlProblem(url: string, options: { allowLoopback?: boolean } = {}): string | undefined {
  let parts: SplitUrl;
  try {
    parts = splitUrl(url);
  } catch (error) {
    if (error instanceof UrlError) return error.message;
    throw error;
  }
  if (parts.scheme === '' || parts.netloc === '') return 'Invalid URL format';
  if (parts.scheme !== 'http' && parts.scheme !== 'https') return 'Only HTTP and HTTPS URLs are allowed';
  const hostname = hostnameOf(parts.netloc);
  const address = hostname === '' ? undefined : parseIpAddress(hostname);
  if (address && isNonPublicAddress(address) && !(options.allowLoopback === true && isLoopbackAddress(address))) {
    return 'Private/internal IP addresses are not allowed';
  }
  return undefined;
}
