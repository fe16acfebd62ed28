import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM helper shared with run.mjs, no declarations
import { kb, measureBundle, TYPICAL_APP_GUARD_BYTES, typicalEntry } from './bundle.mjs';

// The one size number enforced in tests, because it is deterministic: a typical app (peers, a
// session, addMessages, chat, chatStream), bundled with esbuild (minified, ESM with code
// splitting, browser), every chunk counted, gzip -9. The 0.8x-of-2.5.0 budget issue 35 sets is
// reported by the bench; this guard keeps the bundle from growing unnoticed.
describe('bundle size', () => {
  it(`keeps the typical app's bundle within its ${TYPICAL_APP_GUARD_BYTES / 1024} KB guard, min+gzip`, async () => {
    const sdkEntry = createRequire(import.meta.url).resolve('@honcho-ai/sdk');
    expect(existsSync(sdkEntry), `${sdkEntry} is missing: build the sdk first (turbo run build)`).toBe(true);
    const size = await measureBundle('@honcho-ai/sdk', typicalEntry);
    const total = size.eagerGzip + size.lazyGzip;
    const lines = (size.files as { file: string; min: number; gzip: number; eager: boolean }[]).map(
      (file) => `  ${file.eager ? 'eager' : 'lazy '} ${file.file}: ${kb(file.min)} min, ${kb(file.gzip)} gzip`,
    );
    console.log(
      `typical app's bundle: ${kb(total)} min+gzip (eager ${kb(size.eagerGzip)}, lazy ${kb(size.lazyGzip)}); ` +
        `guard ${kb(TYPICAL_APP_GUARD_BYTES)}\n${lines.join('\n')}`,
    );
    expect(total).toBeLessThanOrEqual(TYPICAL_APP_GUARD_BYTES);
  });
});
