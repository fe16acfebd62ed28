import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { REASONING_LEVELS } from './index.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const readText = (relative: string) => readFileSync(new URL(relative, import.meta.url), 'utf8');
const doc = parse(readText('../openapi.yaml')) as JsonObject;

const W = '/v3/workspaces/{workspace_id}';

// The endpoint table of server-contract.md, plus the routes newer than server
// 3.0.12 (workspace chat, conclusion get, /v1/chat/completions). Written out by
// hand on purpose: the document must match this list, not the other way round.
const CONTRACT_ROUTES: ReadonlyArray<readonly [method: string, path: string]> = [
  ['post', '/v3/workspaces'],
  ['post', '/v3/workspaces/list'],
  ['put', W],
  ['delete', W],
  ['post', `${W}/search`],
  ['get', `${W}/queue/status`],
  ['post', `${W}/schedule_dream`],
  ['post', `${W}/chat`],
  ['post', `${W}/peers/list`],
  ['post', `${W}/peers`],
  ['put', `${W}/peers/{peer_id}`],
  ['post', `${W}/peers/{peer_id}/sessions`],
  ['post', `${W}/peers/{peer_id}/chat`],
  ['post', `${W}/peers/{peer_id}/representation`],
  ['get', `${W}/peers/{peer_id}/card`],
  ['put', `${W}/peers/{peer_id}/card`],
  ['get', `${W}/peers/{peer_id}/context`],
  ['post', `${W}/peers/{peer_id}/search`],
  ['post', `${W}/sessions/list`],
  ['post', `${W}/sessions`],
  ['put', `${W}/sessions/{session_id}`],
  ['delete', `${W}/sessions/{session_id}`],
  ['post', `${W}/sessions/{session_id}/clone`],
  ['post', `${W}/sessions/{session_id}/peers`],
  ['put', `${W}/sessions/{session_id}/peers`],
  ['delete', `${W}/sessions/{session_id}/peers`],
  ['get', `${W}/sessions/{session_id}/peers`],
  ['get', `${W}/sessions/{session_id}/peers/{peer_id}/config`],
  ['put', `${W}/sessions/{session_id}/peers/{peer_id}/config`],
  ['get', `${W}/sessions/{session_id}/context`],
  ['get', `${W}/sessions/{session_id}/summaries`],
  ['post', `${W}/sessions/{session_id}/search`],
  ['post', `${W}/sessions/{session_id}/messages`],
  ['post', `${W}/sessions/{session_id}/messages/upload`],
  ['post', `${W}/sessions/{session_id}/messages/list`],
  ['get', `${W}/sessions/{session_id}/messages/{message_id}`],
  ['put', `${W}/sessions/{session_id}/messages/{message_id}`],
  ['post', `${W}/conclusions`],
  ['post', `${W}/conclusions/list`],
  ['post', `${W}/conclusions/query`],
  ['get', `${W}/conclusions/{conclusion_id}`],
  ['delete', `${W}/conclusions/{conclusion_id}`],
  ['post', `${W}/scopes`],
  ['post', `${W}/scopes/list`],
  ['get', `${W}/scopes/{scope_id}`],
  ['post', `${W}/scopes/{scope_id}/sessions`],
  ['delete', `${W}/scopes/{scope_id}/sessions/{session_id}`],
  ['post', `${W}/scopes/{scope_id}/sessions/list`],
  ['get', `${W}/scopes/{scope_id}/status`],
  ['post', '/v3/keys'],
  ['post', `${W}/webhooks`],
  ['get', `${W}/webhooks`],
  ['delete', `${W}/webhooks/{endpoint_id}`],
  ['get', `${W}/webhooks/test`],
  ['get', '/health'],
  ['post', '/v1/chat/completions'],
];

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

function asObject(value: Json | undefined, where: string): JsonObject {
  if (value === null || value === undefined || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error(`${where} is not an object`);
  }
  return value;
}

const paths = asObject(doc['paths'], 'paths');
const components = asObject(doc['components'], 'components');
const schemas = asObject(components['schemas'], 'components.schemas');

/** Follows a local `$ref` (`#/a/b`) to its target. */
function resolvePointer(ref: string): Json | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let node: Json | undefined = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || Array.isArray(node) || !(key in node)) return undefined;
    node = node[key];
  }
  return node;
}

/** Replaces a `$ref` object with its target; anything else comes back as is. */
function deref(node: Json | undefined): Json | undefined {
  const object = node !== null && typeof node === 'object' && !Array.isArray(node) ? node : undefined;
  const ref = object?.['$ref'];
  return typeof ref === 'string' ? deref(resolvePointer(ref)) : node;
}

function operation(method: string, path: string): JsonObject {
  return asObject(asObject(paths[path], path)[method], `${method.toUpperCase()} ${path}`);
}

function responses(method: string, path: string): JsonObject {
  return asObject(operation(method, path)['responses'], `${method} ${path} responses`);
}

function response(method: string, path: string, status: string): JsonObject {
  return asObject(deref(responses(method, path)[status]), `${method} ${path} ${status}`);
}

/** The `$ref` of a response's JSON schema, e.g. `#/components/schemas/Peer`. */
function jsonSchemaRef(method: string, path: string, status: string): Json | undefined {
  const content = asObject(response(method, path, status)['content'], `${method} ${path} ${status} content`);
  return asObject(asObject(content['application/json'], 'application/json')['schema'], 'schema')['$ref'];
}

function schema(name: string): JsonObject {
  return asObject(schemas[name], `schema ${name}`);
}

function property(schemaName: string, prop: string): JsonObject {
  return asObject(asObject(schema(schemaName)['properties'], `${schemaName}.properties`)[prop], `${schemaName}.${prop}`);
}

function queryParameter(method: string, path: string, name: string): JsonObject | undefined {
  const params = (operation(method, path)['parameters'] ?? []) as Json[];
  return params
    .map((p) => asObject(deref(p), 'parameter'))
    .find((p) => p['in'] === 'query' && p['name'] === name);
}

function allOperations(): Array<{ method: string; path: string; op: JsonObject }> {
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(asObject(item, path))
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ method, path, op: asObject(op, `${method} ${path}`) })),
  );
}

describe('routes', () => {
  test('every contract route is documented with its method', () => {
    const missing = CONTRACT_ROUTES.filter(([method, path]) => {
      const item = paths[path];
      return item === undefined || asObject(item, path)[method] === undefined;
    });
    expect(missing).toEqual([]);
  });

  test('the document has no routes beyond the contract', () => {
    const documented = allOperations().map(({ method, path }) => `${method} ${path}`).sort();
    const expected = CONTRACT_ROUTES.map(([method, path]) => `${method} ${path}`).sort();
    expect(documented).toEqual(expected);
  });

  test('operationIds are unique camelCase, and every operation is tagged and described', () => {
    const declaredTags = new Set((doc['tags'] as JsonObject[]).map((tag) => tag['name']));
    const ids = allOperations().map(({ method, path, op }) => {
      expect(op['operationId'], `${method} ${path}`).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(op['description'], `${method} ${path}`).toEqual(expect.any(String));
      expect(op['summary'], `${method} ${path}`).toEqual(expect.any(String));
      const tags = op['tags'] as Json[];
      expect(tags.length, `${method} ${path}`).toBeGreaterThan(0);
      for (const tag of tags) expect(declaredTags.has(tag), `tag ${String(tag)}`).toBe(true);
      return op['operationId'];
    });
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(CONTRACT_ROUTES.length);
  });

  test('every path template parameter is declared as a path parameter', () => {
    for (const [path, item] of Object.entries(paths)) {
      const pathItem = asObject(item, path);
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      for (const [method, op] of Object.entries(pathItem).filter(([key]) => METHODS.includes(key))) {
        const params = [...((pathItem['parameters'] ?? []) as Json[]), ...((asObject(op, method)['parameters'] ?? []) as Json[])]
          .map((p) => asObject(deref(p), 'parameter'))
          .filter((p) => p['in'] === 'path')
          .map((p) => p['name']);
        expect(params.sort(), `${method} ${path}`).toEqual([...templated].sort());
      }
    }
  });
});

describe('status codes', () => {
  test.each([
    ['/v3/workspaces', 'Workspace'],
    [`${W}/peers`, 'Peer'],
    [`${W}/sessions`, 'Session'],
    [`${W}/scopes`, 'Scope'],
  ])('get-or-create %s answers 201 when it creates and 200 when it exists', (path, name) => {
    expect(jsonSchemaRef('post', path, '201')).toBe(`#/components/schemas/${name}`);
    expect(jsonSchemaRef('post', path, '200')).toBe(`#/components/schemas/${name}`);
  });

  test.each([
    ['post', `${W}/sessions/{session_id}/clone`],
    ['post', `${W}/sessions/{session_id}/messages`],
    ['post', `${W}/sessions/{session_id}/messages/upload`],
    ['post', `${W}/conclusions`],
  ])('%s %s answers 201 only', (method, path) => {
    const codes = Object.keys(responses(method, path)).filter((code) => code.startsWith('2'));
    expect(codes).toEqual(['201']);
  });

  test.each([W, `${W}/sessions/{session_id}`])('DELETE %s answers 202 with a message', (path) => {
    expect(jsonSchemaRef('delete', path, '202')).toBe('#/components/schemas/DeletionAccepted');
    expect(schema('DeletionAccepted')['required']).toEqual(['message']);
  });

  test.each([
    ['post', `${W}/schedule_dream`],
    ['put', `${W}/sessions/{session_id}/peers/{peer_id}/config`],
    ['delete', `${W}/conclusions/{conclusion_id}`],
    ['post', `${W}/scopes/{scope_id}/sessions`],
    ['delete', `${W}/scopes/{scope_id}/sessions/{session_id}`],
    ['delete', `${W}/webhooks/{endpoint_id}`],
  ])('%s %s answers 204 without a body', (method, path) => {
    const codes = Object.keys(responses(method, path)).filter((code) => code.startsWith('2'));
    expect(codes).toEqual(['204']);
    expect(response(method, path, '204')['content']).toBeUndefined();
  });

  test('conflicts, upload limits and the disabled keys route are documented', () => {
    expect(responses('delete', W)['409']).toBeDefined();
    expect(responses('post', `${W}/scopes`)['409']).toBeDefined();
    expect(responses('post', `${W}/sessions/{session_id}/messages/upload`)['413']).toBeDefined();
    expect(responses('post', `${W}/sessions/{session_id}/messages/upload`)['415']).toBeDefined();
    expect(responses('post', '/v3/keys')['405']).toBeDefined();
  });

  test('errors use {detail: string}, validation failures HTTPValidationError', () => {
    const notFound = asObject(deref(asObject(components['responses'], 'responses')['NotFound']), 'NotFound');
    const content = asObject(asObject(notFound['content'], 'content')['application/json'], 'json');
    expect(asObject(content['schema'], 'schema')['$ref']).toBe('#/components/schemas/ErrorDetail');
    expect(property('ErrorDetail', 'detail')['type']).toBe('string');
    expect(asObject(property('HTTPValidationError', 'detail')['items'], 'items')['$ref']).toBe(
      '#/components/schemas/ValidationError',
    );
    expect(schema('ValidationError')['required']).toEqual(['loc', 'msg', 'type']);
    for (const { method, path, op } of allOperations()) {
      const validation = asObject(op['responses'], 'responses')['422'];
      if (validation !== undefined) expect(jsonSchemaRef(method, path, '422')).toBe('#/components/schemas/HTTPValidationError');
    }
  });

  test('the OpenAI-compatible endpoint answers 400 in OpenAI error shape', () => {
    expect(jsonSchemaRef('post', '/v1/chat/completions', '400')).toBe('#/components/schemas/ChatCompletionErrorResponse');
    expect(schema('ChatCompletionError')['required']).toEqual(['message', 'type', 'param', 'code']);
  });
});

describe('limits', () => {
  test('pagination parameters', () => {
    const parameters = asObject(components['parameters'], 'parameters');
    const page = asObject(asObject(parameters['Page'], 'Page')['schema'], 'schema');
    const size = asObject(asObject(parameters['Size'], 'Size')['schema'], 'schema');
    expect(page).toMatchObject({ type: 'integer', minimum: 1, default: 1 });
    expect(size).toMatchObject({ type: 'integer', minimum: 1, maximum: 100, default: 50 });
    expect(queryParameter('post', `${W}/peers/list`, 'reverse')).toBeDefined();
    expect(queryParameter('get', `${W}/sessions/{session_id}/peers`, 'reverse')).toBeUndefined();
  });

  test('IDs, messages, chat, search and conclusions carry the server limits', () => {
    expect(schema('ResourceId')).toMatchObject({ minLength: 1, maxLength: 512, pattern: '^[a-zA-Z0-9_-]+$' });
    expect(schema('ScopeName')).toMatchObject({ minLength: 1, maxLength: 506, pattern: '^[a-zA-Z0-9_-]+$' });
    for (const create of ['WorkspaceCreate', 'PeerCreate', 'SessionCreate']) {
      expect(property(create, 'id')['$ref']).toBe('#/components/schemas/ResourceId');
    }
    expect(property('MessageBatchCreate', 'messages')).toMatchObject({ minItems: 1, maxItems: 100 });
    expect(property('MessageCreate', 'content')).toMatchObject({ type: 'string', maxLength: 25000 });
    expect(property('DialecticOptions', 'query')).toMatchObject({ minLength: 1, maxLength: 10000 });
    expect(property('WorkspaceDialecticOptions', 'query')).toMatchObject({ minLength: 1, maxLength: 10000 });
    expect(property('MessageSearchRequest', 'limit')).toMatchObject({ minimum: 1, maximum: 100, default: 10 });
    expect(property('WorkspaceSearchRequest', 'limit')).toMatchObject({ minimum: 1, maximum: 100, default: 10 });
    expect(property('ConclusionQuery', 'top_k')).toMatchObject({ minimum: 1, maximum: 100, default: 10 });
    expect(property('ConclusionQuery', 'distance')).toMatchObject({ minimum: 0, maximum: 1 });
    expect(property('ConclusionBatchCreate', 'conclusions')).toMatchObject({ minItems: 1, maxItems: 100 });
    expect(property('ConclusionCreate', 'content')).toMatchObject({ minLength: 1, maxLength: 65535 });
    expect(property('ScopeSessionsAdd', 'session_ids')).toMatchObject({ minItems: 1, maxItems: 100 });
    expect(property('SessionCreate', 'scopes')).toMatchObject({ maxItems: 100 });
    expect(schema('Metadata')).toMatchObject({ type: 'object', additionalProperties: true });
    const tokens = queryParameter('get', `${W}/sessions/{session_id}/context`, 'tokens');
    expect(asObject(tokens?.['schema'], 'tokens schema')['maximum']).toBe(100000);
  });

  test('configurations allow extra keys; operator objects do not', () => {
    expect(schema('WorkspaceConfiguration')['additionalProperties']).toBe(true);
    expect(schema('SessionConfiguration')['additionalProperties']).toBe(true);
    expect(schema('FilterOperators')['additionalProperties']).toBe(false);
    expect(Object.keys(asObject(schema('FilterOperators')['properties'], 'operators')).sort()).toEqual(
      ['contains', 'gt', 'gte', 'icontains', 'in', 'lt', 'lte', 'ne'].sort(),
    );
    for (const logical of ['AND', 'OR', 'NOT']) {
      expect(asObject(property('Filters', logical)['items'], 'items')['$ref']).toBe('#/components/schemas/Filters');
    }
  });
});

describe('fields the published document lacks, and the seed additions', () => {
  test('scope, kind, scopes and session context params', () => {
    expect(property('DialecticOptions', 'scope')).toBeDefined();
    expect(property('PeerRepresentationRequest', 'scope')).toBeDefined();
    expect(property('WorkspaceSearchRequest', 'scope')).toBeDefined();
    expect(property('PeerListRequest', 'kind')['enum']).toEqual(['scope', 'all']);
    expect(property('SessionCreate', 'scopes')).toBeDefined();
    const context = `${W}/sessions/{session_id}/context`;
    expect(queryParameter('get', context, 'scope')).toBeDefined();
    expect(queryParameter('get', context, 'sessions')).toMatchObject({ explode: true });
  });

  test('include_most_frequent defaults differ between peer and session context', () => {
    const peer = queryParameter('get', `${W}/peers/{peer_id}/context`, 'include_most_frequent');
    const session = queryParameter('get', `${W}/sessions/{session_id}/context`, 'include_most_frequent');
    expect(asObject(peer?.['schema'], 'peer')['default']).toBe(true);
    expect(asObject(session?.['schema'], 'session')['default']).toBe(false);
  });

  test('structured output and evidence on the dialectic', () => {
    for (const options of ['DialecticOptions', 'WorkspaceDialecticOptions']) {
      expect(property(options, 'response_format')).toBeDefined();
      expect(property(options, 'include_evidence')).toMatchObject({ type: 'boolean', default: false });
    }
    expect(schema('ResponseFormat')['additionalProperties']).toBe(true);
    expect(schema('DialecticResponse')['required']).toEqual(['content']);
    expect(property('DialecticResponse', 'evidence')).toBeDefined();
    expect(schema('Evidence')['required']).toEqual(['conclusions', 'messages', 'tool_calls', 'reasoning_trace_id']);
    expect(property('Evidence', 'truncated')['type']).toBe('boolean');
    expect(schema('EvidenceObservation')['required']).toEqual(['id', 'content', 'level', 'created_at']);
    expect(schema('EvidenceMessageRef')['required']).toEqual(['id', 'session_id', 'peer_id', 'content_preview', 'created_at']);
    expect(property('EvidenceMessageRef', 'content_preview')['maxLength']).toBe(200);
    expect(schema('EvidenceToolCall')['required']).toEqual(['tool_name', 'tool_input']);
    expect(schema('DialecticStreamChunk')['required']).toEqual(['done']);
    expect(property('DialecticStreamChunk', 'evidence')).toBeDefined();
  });

  test('reasoning levels: the runtime list is the enum, in order', () => {
    expect(schema('ReasoningLevel')['enum']).toEqual([...REASONING_LEVELS]);
    expect(Object.isFrozen(REASONING_LEVELS)).toBe(true);
  });

  test('dream types', () => {
    expect(schema('DreamType')['enum']).toEqual(['omni', 'card_refresh']);
    expect(property('ScheduleDreamRequest', 'dream_type')['$ref']).toBe('#/components/schemas/DreamType');
  });

  test('newer routes: workspace chat, conclusion get', () => {
    expect(jsonSchemaRef('post', `${W}/chat`, '200')).toBe('#/components/schemas/DialecticResponse');
    expect(jsonSchemaRef('get', `${W}/conclusions/{conclusion_id}`, '200')).toBe('#/components/schemas/Conclusion');
  });

  test('both chat routes stream text/event-stream and document the framing', () => {
    for (const path of [`${W}/chat`, `${W}/peers/{peer_id}/chat`]) {
      const content = asObject(response('post', path, '200')['content'], 'content');
      const stream = asObject(content['text/event-stream'], 'text/event-stream');
      expect(asObject(stream['x-sse-data'], 'x-sse-data')['$ref']).toBe('#/components/schemas/DialecticStreamChunk');
      // Descriptions wrap; compare with line breaks folded to spaces.
      const description = String(operation('post', path)['description']).replace(/\s+/g, ' ');
      expect(description).toContain('data: {json}\\n\\n');
      expect(description).toContain('"done": true');
      expect(description).toContain('no `[DONE]` sentinel');
    }
  });

  test('OpenAI-compatible endpoint', () => {
    const op = operation('post', '/v1/chat/completions');
    const headers = ((op['parameters'] ?? []) as Json[])
      .map((p) => asObject(deref(p), 'parameter'))
      .filter((p) => p['in'] === 'header')
      .map((p) => p['name']);
    expect(headers).toEqual(['X-Honcho-Session-Id', 'X-Honcho-Target', 'X-Honcho-Reasoning-Level']);
    expect(property('ChatCompletionRequest', 'model')['pattern']).toBe('^workspace/[^/]+/peer/[^/]+$');
    expect(property('ChatCompletionRequest', 'honcho_reasoning_level')['$ref']).toBe('#/components/schemas/ReasoningLevel');
    for (const ignored of ['temperature', 'max_tokens', 'top_p', 'frequency_penalty', 'presence_penalty', 'stop', 'n', 'tools']) {
      expect(property('ChatCompletionRequest', ignored), ignored).toBeDefined();
    }
    expect(property('ChatCompletion', 'object')['const']).toBe('chat.completion');
    expect(property('ChatCompletionChunk', 'object')['const']).toBe('chat.completion.chunk');
    expect(property('ChatCompletionUsage', 'total_tokens')['const']).toBe(0);
    expect(jsonSchemaRef('post', '/v1/chat/completions', '200')).toBe('#/components/schemas/ChatCompletion');
    const stream = asObject(asObject(response('post', '/v1/chat/completions', '200')['content'], 'c')['text/event-stream'], 's');
    expect(asObject(stream['x-sse-data'], 'x-sse-data')['$ref']).toBe('#/components/schemas/ChatCompletionChunk');
    expect(String(op['description'])).toContain('data: [DONE]');
  });
});

describe('document hygiene', () => {
  test('every $ref resolves', () => {
    const broken: string[] = [];
    const walk = (node: Json, at: string): void => {
      if (node === null || typeof node !== 'object') return;
      if (Array.isArray(node)) {
        node.forEach((child, index) => walk(child, `${at}/${index}`));
        return;
      }
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && (typeof value !== 'string' || resolvePointer(value) === undefined)) {
          broken.push(`${at}: ${String(value)}`);
        }
        walk(value, `${at}/${key}`);
      }
    };
    walk(doc, '#');
    expect(broken).toEqual([]);
  });

  test('every component schema is described', () => {
    for (const [name, value] of Object.entries(schemas)) {
      expect(asObject(value, name)['description'], name).toEqual(expect.any(String));
    }
  });

  test('bearer auth everywhere except /health', () => {
    const schemes = asObject(components['securitySchemes'], 'securitySchemes');
    expect(asObject(schemes['bearerAuth'], 'bearerAuth')).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc['security']).toEqual([{ bearerAuth: [] }]);
    expect(operation('get', '/health')['security']).toEqual([]);
  });

  test('src/index.ts has an alias for every component schema', () => {
    const index = readText('./index.ts');
    const missing = Object.keys(schemas).filter((name) => !index.includes(`components['schemas']['${name}']`));
    expect(missing).toEqual([]);
  });

  test('the generated types never fall back to any', () => {
    const code = readText('./generated/openapi.ts')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    expect(code).not.toMatch(/\bany\b/);
  });
});
