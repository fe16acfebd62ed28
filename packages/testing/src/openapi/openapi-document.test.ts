import { pathToFileURL } from 'node:url';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderDocsPage } from './docs-page.js';
import { OPENAPI_DOCUMENT } from './generated/openapi-document.js';

describe('the served OpenAPI document', () => {
  it('is current with packages/api-types/openapi.yaml', async () => {
    const script = fileURLToPath(new URL('../../scripts/generate-openapi-module.mjs', import.meta.url));
    const { render } = (await import(pathToFileURL(script).href)) as { render: () => string };
    const committed = readFileSync(new URL('./generated/openapi-document.ts', import.meta.url), 'utf8');
    expect(committed, 'run `node scripts/generate-openapi-module.mjs` in packages/testing').toBe(render());
  });

  it('is the v3 contract, and the docs page lists its operations', () => {
    expect(OPENAPI_DOCUMENT.openapi).toBe('3.1.0');
    const page = renderDocsPage();
    expect(page).toContain('<a href="/openapi.json">');
    expect(page.match(/<tr><td>/g)).toHaveLength(56);
  });
});
