import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM helper shared with run.mjs, no declarations
import { kb, measureBundle, TYPICAL_APP_TARGET_RATIO, typicalEntry } from './bundle.mjs';

interface BundleFile {
  file: string;
  min: number;
  gzip: number;
  eager: boolean;
}

interface BundleSize {
  eagerGzip: number;
  lazyGzip: number;
  files: BundleFile[];
}

const describeFiles = (size: BundleSize): string =>
  size.files.map((file) => `  ${file.eager ? 'eager' : 'lazy '} ${file.file}: ${kb(file.min)} min, ${kb(file.gzip)} gzip`).join('\n');

// The one size budget enforced in tests, because it is deterministic: a typical app (peers, a
// session, addMessages, chat, chatStream), bundled with esbuild (minified, ESM with code splitting,
// browser), every chunk it can load counted, gzip -9, against the same app bundled with 2.5.0.
describe('bundle size', () => {
  it(`keeps the typical app's bundle within ${TYPICAL_APP_TARGET_RATIO}x of 2.5.0's, min+gzip`, async () => {
    const sdkEntry = createRequire(import.meta.url).resolve('@honcho-ai/sdk');
    expect(existsSync(sdkEntry), `${sdkEntry} is missing: build the sdk first (turbo run build)`).toBe(true);
    const [ours, theirs] = (await Promise.all([
      measureBundle('@honcho-ai/sdk', typicalEntry),
      measureBundle('honcho-sdk-published', typicalEntry),
    ])) as [BundleSize, BundleSize];
    const total = ours.eagerGzip + ours.lazyGzip;
    const published = theirs.eagerGzip + theirs.lazyGzip;
    const budget = TYPICAL_APP_TARGET_RATIO * published;
    console.log(
      `typical app's bundle: ${kb(total)} min+gzip (eager ${kb(ours.eagerGzip)}, lazy ${kb(ours.lazyGzip)}), ` +
        `${(total / published).toFixed(2)}x of 2.5.0's ${kb(published)}; budget ${kb(budget)}, headroom ${kb(budget - total)}\n` +
        `${describeFiles(ours)}\n2.5.0:\n${describeFiles(theirs)}`,
    );
    // 2.5.0's app must have bundled for real (zod alone is far over 10 KB), or the budget means nothing.
    expect(published).toBeGreaterThan(10 * 1024);
    expect(total).toBeLessThanOrEqual(budget);
  });
});
