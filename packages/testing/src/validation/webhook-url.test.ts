import { describe, expect, it } from 'vitest';
import { isNonPublicAddress, parseIpAddress } from './ip-address.js';
import { webhookUrlProblem } from './webhook-url.js';

describe('webhookUrlProblem', () => {
  // Each answer is what the server's check (Python 3.11's urlparse and ipaddress) says about the URL.
  it.each<[string, string | undefined]>([
    ["https://hooks.example.com/honcho/x", undefined],
    ["http://hooks.example.com/x/plain", undefined],
    ["ftp://hooks.example.com/x", "Only HTTP and HTTPS URLs are allowed"],
    ["hooks example", "Invalid URL format"],
    ["http://127.0.0.1:9000/hook", "Private/internal IP addresses are not allowed"],
    ["http://10.1.2.3/hook", "Private/internal IP addresses are not allowed"],
    ["http://169.254.169.254/latest", "Private/internal IP addresses are not allowed"],
    ["http://[::1]/hook", "Private/internal IP addresses are not allowed"],
    ["http://127.1/", undefined],
    ["http://100.64.0.1/", undefined],
    ["http://[fc00::1]/", "Private/internal IP addresses are not allowed"],
    ["http://0.0.0.0/", "Private/internal IP addresses are not allowed"],
    ["http://224.0.0.1/", "Private/internal IP addresses are not allowed"],
    ["http://240.0.0.1/", "Private/internal IP addresses are not allowed"],
    ["http://192.0.2.1/", "Private/internal IP addresses are not allowed"],
    ["http://[::ffff:127.0.0.1]/", "Private/internal IP addresses are not allowed"],
    ["http://[::ffff:8.8.8.8]/", "Private/internal IP addresses are not allowed"],
    ["HTTP://Example.com/up", undefined],
    ["https:///path", "Invalid URL format"],
    ["http://user@10.0.0.1/", "Private/internal IP addresses are not allowed"],
    ["http://[::1/", "Invalid IPv6 URL"],
    ["http://[2001:db8::1]/", "Private/internal IP addresses are not allowed"],
    ["http://[fe80::1%25eth0]/", "Private/internal IP addresses are not allowed"],
    ["http://010.0.0.1/", undefined],
    ["http://8.8.8.8:99/", undefined],
    ["mailto:x@y.z", "Invalid URL format"],
    ["//example.com/x", "Invalid URL format"],
    ["http://[example.com]/", "'example.com' does not appear to be an IPv4 or IPv6 address"],
    [" http://10.0.0.1/", "Private/internal IP addresses are not allowed"],
    ["http://198.18.0.1/", "Private/internal IP addresses are not allowed"],
    ["http://[::]/", "Private/internal IP addresses are not allowed"],
    ["http://[fec0::1]/", undefined],
    ["http://[2002::1]/", undefined],
    ["http://[64:ff9b::7f00:1]/", "Private/internal IP addresses are not allowed"],
    ["http://255.255.255.255/", "Private/internal IP addresses are not allowed"],
    ["http://[v1.abc]/", undefined],
    ["http://[vz]/", "IPvFuture address is invalid"],
    ["http://[1.2.3.4]/", "An IPv4 address cannot be in brackets"],
    ["http://::1/", undefined],
    ["http://[2606:4700::1111]:8443/x", undefined],
    ["http://1.1.1.1", undefined],
    ["http://user:pw@[::1]:80/", "Private/internal IP addresses are not allowed"],
    ["HtTpS://10.0.0.1", "Private/internal IP addresses are not allowed"],
    ["javascript:alert(1)", "Invalid URL format"],
    ["http:/example.com", "Invalid URL format"],
    ["http://exa mple.com/", undefined],
    ["http://172.31.255.255/", "Private/internal IP addresses are not allowed"],
    ["http://172.32.0.1/", undefined],
    ["http://[2001:4860:4860::8888]/", undefined],
    ["http://[ff02::1]/", "Private/internal IP addresses are not allowed"],
    ["http://[1:2:3:4:5:6:7:8]/", "Private/internal IP addresses are not allowed"],
    ["http://[1:2:3:4:5:6:7::]/", "Private/internal IP addresses are not allowed"],
    ["http://[::1:2:3:4:5:6:7:8]/", "'::1:2:3:4:5:6:7:8' does not appear to be an IPv4 or IPv6 address"],
    ["http://[fe80::1%]/", "'fe80::1%' does not appear to be an IPv4 or IPv6 address"],
    ["http://a]b/", "Invalid IPv6 URL"],
    ["http://]/", "Invalid IPv6 URL"],
    ["http://[]/", "'' does not appear to be an IPv4 or IPv6 address"],
    ["http://1.2.3.256/", undefined],
    ["http://[::127.0.0.1]/", "Private/internal IP addresses are not allowed"],
    ["\thttp://10.0.0.1/", "Private/internal IP addresses are not allowed"],
    ["http://10.0.0.1\t/", "Private/internal IP addresses are not allowed"],
    ["x://y", "Only HTTP and HTTPS URLs are allowed"],
    ["1http://10.0.0.1", "Invalid URL format"],
    ["http://[FE80::1]/", "Private/internal IP addresses are not allowed"],
  ])('%j: %s', (url, expected) => {
    expect(webhookUrlProblem(url)).toBe(expected);
  });

  it.each<[string, string | undefined]>([
    ['http://127.0.0.1:9000/hook', undefined],
    ['http://127.8.9.10/hook', undefined],
    ['http://[::1]:9000/hook', undefined],
    ['http://10.1.2.3/hook', 'Private/internal IP addresses are not allowed'],
    ['http://192.168.1.2/hook', 'Private/internal IP addresses are not allowed'],
    ['http://169.254.169.254/latest', 'Private/internal IP addresses are not allowed'],
    ['http://0.0.0.0/hook', 'Private/internal IP addresses are not allowed'],
    ['http://[::127.0.0.1]/', 'Private/internal IP addresses are not allowed'],
  ])('with allowLoopback, %j: %s (only loopback passes)', (url, expected) => {
    expect(webhookUrlProblem(url, { allowLoopback: true })).toBe(expected);
  });
});

describe('parseIpAddress and isNonPublicAddress', () => {
  it('reads addresses as Python does', () => {
    expect(parseIpAddress('1.2.3.4')).toEqual({ version: 4, value: 0x01020304n });
    expect(parseIpAddress('::ffff:1.2.3.4')).toEqual({ version: 6, value: 0xffff01020304n });
    expect(parseIpAddress('1::')).toEqual({ version: 6, value: 1n << 112n });
    for (const bad of ['01.2.3.4', '1.2.3', '1.2.3.4.5', ':::', '1:2:3:4:5:6:7:8:9', 'fe80::1%', '12345::', '']) expect(parseIpAddress(bad)).toBeUndefined();
  });

  it('tells public addresses from the ranges the server refuses', () => {
    const nonPublic = (text: string) => isNonPublicAddress(parseIpAddress(text) as NonNullable<ReturnType<typeof parseIpAddress>>);
    expect(['8.8.8.8', '100.64.0.1', '172.32.0.1', '2606:4700::1111', '2002::1'].map(nonPublic)).toEqual([false, false, false, false, false]);
    expect(['10.0.0.1', '127.0.0.1', '169.254.1.1', '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'ff02::1', 'fc00::1'].map(nonPublic).every(Boolean)).toBe(true);
  });
});
