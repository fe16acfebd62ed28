import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM helper shared with run.mjs, no declarations
import { BUNDLE_BUDGET_BYTES, kb, measureBundle } from './bundle.mjs';

// The one speed/size number enforced in tests, because it is deterministic:
// a minimal `import { Honcho } from '@honcho-ai/sdk'`, bundled with esbuild
// (minified, ESM with code splitting, browser), entry chunk plus the chunks it
// loads eagerly, gzip -9. Lazy chunks (zod tooling, structured output, ...)
// are not counted: an app that never uses them never downloads them.
describe('bundle size', () => {
  it(`keeps the minimal-import bundle within ${BUNDLE_BUDGET_BYTES / 1024} KB min+gzip`, async () => {
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
