import type { ResponseFormat } from '@honcho-ai/api-types';
import { fillSchema, type FilledJson } from '../dialectic/fill-schema.js';
import type { DialecticHit } from '../dialectic/search-corpus.js';
import { isObject, type JsonObject } from './chat-request.js';
import type { ConversationEvidence } from './conversation-evidence.js';

/**
 * Builds a JSON value that validates against `schema`, from the
 * conversation's evidence: each evidence line is one piece of evidence for
 * the dialectic's schema filler (`fillSchema`), so an array of observations
 * gets one element per line and a string field takes the line that talks
 * about it.
 *
 * `fillSchema` reads the server's structured-output subset; the schemas a
 * client sends a model are wider (Pydantic writes `$defs` and `$ref`, older
 * versions `allOf`), so they are first rewritten into that subset:
 * - local `$ref`s (`#/$defs/X`, `#/definitions/X`, any `#/...` pointer) are
 *   inlined; a reference back into itself is cut (`false`), which leaves a
 *   recursive list empty and a recursive optional field `null`;
 * - `allOf` members are merged into one schema (properties, required, the
 *   rest first-wins);
 * - strings with a `format` the filler cannot take from evidence (`email`,
 *   `uri`, `uuid`, `date-time`, ...) become a fixed valid example, so formats
 *   validate even without evidence.
 *
 * Not honoured: `pattern`, tuples (`prefixItems`), `uniqueItems`, `multipleOf`;
 * `oneOf` members that overlap may both match.
 */
export function valueForSchema(schema: JsonObject, evidence: ConversationEvidence, now: Date): FilledJson {
  const prepared = prepare(schema, schema, [], now);
  const root: ResponseFormat = isObject(prepared) ? prepared : {};
  return fillSchema(root, hitsOf(evidence, now), evidence.question);
}

function hitsOf(evidence: ConversationEvidence, now: Date): DialecticHit[] {
  const createdAt = now.toISOString();
  return evidence.lines.map((line, index) => ({
    kind: 'message',
    score: 1,
    message: { id: `line-${index}`, session_id: '', peer_id: '', content: line, created_at: createdAt, metadata: {} },
  }));
}

const SUBSCHEMA_MAPS = ['properties', 'patternProperties', 'dependentSchemas'] as const;
const SUBSCHEMA_LISTS = ['anyOf', 'oneOf', 'prefixItems'] as const;
const SUBSCHEMAS = ['items', 'additionalProperties', 'contains', 'not', 'if', 'then', 'else'] as const;

function prepare(node: unknown, root: JsonObject, seen: readonly string[], now: Date): unknown {
  if (typeof node === 'boolean') return node;
  if (!isObject(node)) return {};
  let current: JsonObject = node;
  let trail = seen;
  // A chain of references resolves to one schema; sibling keywords beside `$ref` (a description) are kept.
  while (typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (trail.includes(ref)) return false;
    const target = resolvePointer(root, ref);
    trail = [...trail, ref];
    const { $ref: _ref, ...siblings } = current;
    current = typeof target === 'boolean' ? (target ? siblings : { not: {} }) : isObject(target) ? { ...target, ...siblings } : siblings;
  }
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(current)) {
    if (key === '$defs' || key === 'definitions' || key === 'allOf') continue;
    if ((SUBSCHEMA_MAPS as readonly string[]).includes(key) && isObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, prepare(sub, root, trail, now)]));
    } else if ((SUBSCHEMA_LISTS as readonly string[]).includes(key) && Array.isArray(value)) {
      out[key] = value.map((sub: unknown) => prepare(sub, root, trail, now));
    } else if ((SUBSCHEMAS as readonly string[]).includes(key) && (isObject(value) || typeof value === 'boolean')) {
      out[key] = prepare(value, root, trail, now);
    } else {
      out[key] = value;
    }
  }
  if (Array.isArray(current.allOf)) {
    for (const member of current.allOf) {
      const prepared = prepare(member, root, trail, now);
      if (isObject(prepared)) mergeInto(out, prepared);
    }
  }
  const example = typeof out.format === 'string' && allowsString(out) ? formatExample(out.format, now) : undefined;
  if (example !== undefined && !('const' in out) && !Array.isArray(out.enum)) return { ...out, const: example };
  return out;
}

function mergeInto(target: JsonObject, source: JsonObject): void {
  for (const [key, value] of Object.entries(source)) {
    if (key === 'properties' && isObject(value)) target.properties = { ...(isObject(target.properties) ? target.properties : {}), ...value };
    else if (key === 'required' && Array.isArray(value)) target.required = [...new Set([...(Array.isArray(target.required) ? target.required : []), ...value])];
    else if (!(key in target)) target[key] = value;
  }
}

function resolvePointer(root: JsonObject, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  const tokens = ref
    .slice(1)
    .split('/')
    .slice(1)
    .map((token) => decodeURIComponent(token).replaceAll('~1', '/').replaceAll('~0', '~'));
  let node: unknown = root;
  for (const token of tokens) {
    if (Array.isArray(node)) node = node[Number(token)];
    else if (isObject(node)) node = node[token];
    else return undefined;
  }
  return node;
}

function allowsString(schema: JsonObject): boolean {
  const type = schema.type;
  if (type === undefined) return true;
  return type === 'string' || (Array.isArray(type) && type.includes('string'));
}

/** A fixed, valid example per format; `now` keeps dates in step with the provider's clock. */
function formatExample(format: string, now: Date): string | undefined {
  const iso = now.toISOString();
  switch (format) {
    case 'date-time':
      return iso;
    case 'date':
      return iso.slice(0, 10);
    case 'time':
      return `${iso.slice(11, 19)}Z`;
    case 'duration':
      return 'PT1S';
    case 'email':
    case 'idn-email':
      return 'user@example.com';
    case 'hostname':
    case 'idn-hostname':
      return 'example.com';
    case 'ipv4':
      return '192.0.2.1';
    case 'ipv6':
      return '2001:db8::1';
    case 'uri':
    case 'url':
    case 'iri':
    case 'uri-reference':
    case 'iri-reference':
      return 'https://example.com/';
    case 'uri-template':
      return 'https://example.com/{id}';
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
    case 'json-pointer':
      return '/';
    case 'relative-json-pointer':
      return '0';
    case 'regex':
      return '.*';
    default:
      return undefined;
  }
}
