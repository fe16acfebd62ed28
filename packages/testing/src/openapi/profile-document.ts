import { EXTENSION_ROUTES, servesExtensions, type EmulatorServerProfile } from '../emulator/server-profile.js';
import { OPENAPI_DOCUMENT } from './generated/openapi-document.js';

type PathItems = Record<string, Record<string, unknown>>;

let withoutExtensions: Readonly<Record<string, unknown>> | undefined;

/**
 * The OpenAPI document as a profile serves it: under `'3.0.12'` without the extension
 * operations, so `/openapi.json` and `/docs` describe only routes that answer. (The schemas keep
 * `include_evidence`: a body with it is accepted there, and the field ignored.)
 */
export function openApiDocumentOf(profile: EmulatorServerProfile): Readonly<Record<string, unknown>> {
  if (servesExtensions(profile)) return OPENAPI_DOCUMENT;
  withoutExtensions ??= pruned();
  return withoutExtensions;
}

function pruned(): Readonly<Record<string, unknown>> {
  const paths: PathItems = {};
  for (const [path, item] of Object.entries((OPENAPI_DOCUMENT.paths ?? {}) as PathItems)) {
    const kept = Object.fromEntries(
      Object.entries(item).filter(([key]) => !EXTENSION_ROUTES.some((route) => route.path === path && route.method.toLowerCase() === key)),
    );
    // A path item with only its shared `parameters` left has no operation: it goes too.
    if (Object.keys(kept).some((key) => key !== 'parameters')) paths[path] = kept;
  }
  return { ...OPENAPI_DOCUMENT, paths };
}
