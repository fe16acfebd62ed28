import { describe, expect, it } from 'vitest';
import { detectRuntime, identityHeaders } from './runtime-identity.js';

describe('detectRuntime', () => {
  it('detects node (this test run)', () => {
    expect(detectRuntime()).toMatchObject({ name: 'node', version: process.versions.node, platform: process.platform });
  });

  it('detects other runtimes from their globals', () => {
    expect(detectRuntime({ Deno: { version: { deno: '2.1.0' }, build: { os: 'linux' } } })).toEqual({
      name: 'deno',
      version: '2.1.0',
      platform: 'linux',
    });
    expect(detectRuntime({ Bun: { version: '1.1.0' }, process: { platform: 'darwin', versions: { node: '22' } } })).toMatchObject({
      name: 'bun',
      platform: 'darwin',
    });
    expect(detectRuntime({ window: {}, document: {}, navigator: { userAgent: 'Mozilla/5.0' } }).name).toBe('browser');
    expect(detectRuntime({ importScripts: () => undefined }).name).toBe('browser');
    expect(detectRuntime({ navigator: { userAgent: 'Cloudflare-Workers' } }).name).toBe('edge');
    expect(detectRuntime({ EdgeRuntime: 'edge-runtime' }).name).toBe('edge');
    expect(detectRuntime({}).name).toBe('unknown');
  });

  it('does not throw on hostile globals', () => {
    const hostile = Object.defineProperty({}, 'Deno', {
      get() {
        throw new Error('nope');
      },
    });
    expect(detectRuntime(hostile).name).toBe('unknown');
  });
});

describe('identityHeaders', () => {
  it('sends X-Honcho-Host in the 2.5 format and a User-Agent on server runtimes', () => {
    expect(identityHeaders('honcho-typescript/2.5.0', { name: 'node', version: '20.1.0', platform: 'linux' })).toEqual({
      'X-Honcho-Host': 'honcho-typescript/2.5.0 (linux)',
      'User-Agent': 'honcho-typescript/2.5.0 (node/20.1.0; linux)',
    });
  });

  it('sends no User-Agent in browsers or edge runtimes', () => {
    expect(identityHeaders('p/1', { name: 'browser', version: undefined, platform: undefined })).toEqual({
      'X-Honcho-Host': 'p/1',
    });
    expect(identityHeaders('p/1', { name: 'edge', version: undefined, platform: undefined })).toEqual({
      'X-Honcho-Host': 'p/1',
    });
  });
});
