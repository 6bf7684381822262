import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address';

describe('clientAddressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientAddressKey('203.0.113.5')).toBe('203.0.113.5');
    expect(clientAddressKey(' 10.0.0.1 ')).toBe('10.0.0.1');
  });

  it('reads an IPv4 address mapped into IPv6 as the IPv4 address, in any spelling', () => {
    expect(clientAddressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(clientAddressKey('::FFFF:203.0.113.5')).toBe('203.0.113.5');
    expect(clientAddressKey('0:0:0:0:0:ffff:cb00:7105')).toBe('203.0.113.5');
    expect(clientAddressKey('::ffff:cb00:7105')).toBe('203.0.113.5');
  });

  it('keys every address of one /64 alike, whatever the spelling', () => {
    const spellings = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:aaaa:bbbb:cccc:dddd',
      '2001:0DB8:0001:0002:0000:0000:0000:0001',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:db8:1:2::1%eth0',
      '2001:db8:1:2::203.0.113.5',
    ];
    for (const spelling of spellings) expect(clientAddressKey(spelling), spelling).toBe('2001:db8:1:2::/64');
  });

  it('tells neighbouring /64 prefixes apart', () => {
    expect(clientAddressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientAddressKey('2001:db8:1:1::1')).not.toBe(clientAddressKey('2001:db8:1:2::1'));
  });

  it('writes the prefix the RFC 5952 way: the first longest run of zero groups compressed', () => {
    expect(clientAddressKey('2001:0:0:1::1')).toBe('2001:0:0:1::/64');
    expect(clientAddressKey('2001::1')).toBe('2001::/64');
    expect(clientAddressKey('::1')).toBe('::/64');
    expect(clientAddressKey('fe80::1%25eth0')).toBe('fe80::/64');
    expect(clientAddressKey('FE80::ABCD:1')).toBe('fe80::/64');
    expect(clientAddressKey('0:db8:0:0::')).toBe('0:db8::/64');
  });

  it('keeps text that is no address as it is (what a trusted proxy forwarded)', () => {
    expect(clientAddressKey('unknown')).toBe('unknown');
    expect(clientAddressKey('1.2.3.4%x')).toBe('1.2.3.4%x');
  });
});

const serverRoot = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('per-address limits', () => {
  it('read the client address only through clientAddress(request)', () => {
    // The request log shows the address as it came; every limit keys it by clientAddressKey.
    const allowed = new Set(['routes/request-deps.ts', 'lib/log-redaction.ts']);
    const offenders = sourceFiles(serverRoot)
      .filter((file) => /\brequest\.ip\b|\.socket\.remoteAddress\b/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(serverRoot, file))
      .filter((file) => !allowed.has(file));
    expect(offenders).toEqual([]);
  });
});
