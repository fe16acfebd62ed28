import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM helper shared with run.mjs, no declarations
import { BUNDLE_BUDGET_BYTES, kb, measureBundle } from './bundle.mjs';

// The one size number enforced in tests, because it is deterministic: a
// minimal `import { Honcho } from '@honcho-ai/sdk'`, bundled with esbuild
// (minified, ESM with code splitting, browser), entry chunk plus the chunks it
// loads eagerly, gzip -9. Lazy chunks are not counted. Its 25 KB budget is
// withdrawn (issue 35 sets the typical app's instead, reported by the bench);
// until that lands, this guard keeps the bundle from growing unnoticed.
describe('bundle size', () => {
  it(`keeps the minimal-import bundle within its ${BUNDLE_BUDGET_BYTES / 1024} KB guard, min+gzip`, async () => {
    const sdkEntry = createRequire(import.meta.url).resolve('@honcho-ai/sdk');
    expect(existsSync(sdkEntry), `${sdkEntry} is missing: build the sdk first (turbo run build)`).toBe(true);
    const size = await measureBundle('@honcho-ai/sdk');
    const lines = (size.files as { file: string; min: number; gzip: number; eager: boolean }[]).map(
      (file) => `  ${file.eager ? 'eager' : 'lazy '} ${file.file}: ${kb(file.min)} min, ${kb(file.gzip)} gzip`,
    );
    console.log(
      `minimal-import bundle: ${kb(size.eagerGzip)} min+gzip eager (${kb(size.eagerMin)} min); ` +
        `lazy chunks ${kb(size.lazyGzip)} gzip; budget ${kb(BUNDLE_BUDGET_BYTES)}\n${lines.join('\n')}`,
    );
    expect(size.eagerGzip).toBeLessThanOrEqual(BUNDLE_BUDGET_BYTES);
  });
});
