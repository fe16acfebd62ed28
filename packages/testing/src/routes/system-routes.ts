import type { HealthStatus } from '@honcho-ai/api-types';
import type { EmulatorRoute } from '../emulator/emulator-context.js';
import { jsonResponse } from '../http/responses.js';
import { renderDocsPage } from '../openapi/docs-page.js';
import { openApiDocumentOf } from '../openapi/profile-document.js';

/** Paths that answer without credentials, as on the server. */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set(['/health', '/metrics', '/docs', '/openapi.json']);

/** `/health`, `/metrics`, `/docs` and `/openapi.json`. */
export const systemRoutes: EmulatorRoute[] = [
  { method: 'GET', path: '/health', handler: () => jsonResponse({ status: 'ok' } satisfies HealthStatus) },
  // What the server sends with Prometheus metrics off (its default): plain text, no content type.
  // (A byte body, because a string body would make the Response add `text/plain`.)
  { method: 'GET', path: '/metrics', handler: () => new Response(new TextEncoder().encode('Metrics are disabled'), { status: 404 }) },
  {
    method: 'GET',
    path: '/docs',
    handler: ({ context }) => new Response(renderDocsPage(openApiDocumentOf(context.serverProfile)), { headers: { 'content-type': 'text/html; charset=utf-8' } }),
  },
  {
    method: 'GET',
    path: '/openapi.json',
    handler: ({ url, context }) => {
      const document = openApiDocumentOf(context.serverProfile);
      // Lead with this emulator, so tools that read the document call it by default.
      const servers = [{ url: url.origin, description: 'This Honcho emulator' }, ...((document.servers as unknown[] | undefined) ?? [])];
      return jsonResponse({ ...document, servers });
    },
  },
];
