import { OPENAPI_DOCUMENT } from './generated/openapi-document.js';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

interface OperationLike {
  summary?: unknown;
}

/**
 * A self-contained HTML page listing every route of `document` (default: the contract) with a link
 * to `/openapi.json`. Self-contained on purpose: the emulator is used offline,
 * where a Swagger UI loaded from a CDN would not render.
 */
export function renderDocsPage(document: Readonly<Record<string, unknown>> = OPENAPI_DOCUMENT): string {
  const paths = (document.paths ?? {}) as Record<string, Record<string, OperationLike>>;
  const rows: string[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of ['get', 'post', 'put', 'delete'] as const) {
      const operation = item[method];
      if (!operation) continue;
      const summary = typeof operation.summary === 'string' ? operation.summary : '';
      rows.push(`<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(summary)}</td></tr>`);
    }
  }
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Honcho emulator API</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:70rem}td{padding:.2rem .6rem;vertical-align:top}code{font-size:.9em}</style>
</head>
<body>
<h1>Honcho emulator</h1>
<p>An in-memory emulator of the Honcho v3 HTTP API (from <code>@honcho-ai/testing</code>). The machine-readable contract is at <a href="/openapi.json">/openapi.json</a>.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>Summary</th></tr></thead><tbody>
${rows.join('\n')}
</tbody></table>
</body>
</html>
`;
}
