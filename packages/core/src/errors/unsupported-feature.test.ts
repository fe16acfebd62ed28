import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { HttpClient } from '../http/http-client.js';
import { APIError, NotFoundError } from './api-error.js';
import * as core from '../index.js';
import { makeAPIError } from './make-api-error.js';
import { isMissingRoute, isUnsupportedFeatureError, serverFeature, unsupportedFeatureMessage } from './unsupported-feature.js';

// The bodies server 3.0.12 sent (packages/testing/conformance): a route it lacks gets FastAPI's bare
// detail, a missing resource a detail naming it.
const ROUTE_MISSING = { detail: 'Not Found' };
const METHOD_MISSING = { detail: 'Method Not Allowed' };
const PEER_MISSING = { detail: 'Peer alice not found in workspace w' };
const WORKSPACE_CHAT = serverFeature('workspace chat');

describe('isMissingRoute', () => {
  it('tells a missing route from a missing resource', () => {
    expect(isMissingRoute(404, ROUTE_MISSING)).toBe(true);
    expect(isMissingRoute(405, METHOD_MISSING)).toBe(true);
    expect(isMissingRoute(404, PEER_MISSING)).toBe(false);
    expect(isMissingRoute(404, 'Not Found')).toBe(false);
    expect(isMissingRoute(404, undefined)).toBe(false);
    expect(isMissingRoute(400, ROUTE_MISSING)).toBe(false);
  });
});

describe('makeAPIError with a feature', () => {
  it('says a bare 404 means the server does not offer the feature, and stays a NotFoundError', () => {
    const error = makeAPIError({
      status: 404,
      body: ROUTE_MISSING,
      headers: new Headers({ 'x-request-id': 'req_1' }),
      operation: 'POST /v3/workspaces/w/chat',
      feature: WORKSPACE_CHAT,
    });
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.status).toBe(404);
    expect(error.code).toBe('not_found');
    expect(error.requestId).toBe('req_1');
    expect(error.body).toEqual(ROUTE_MISSING);
    expect(error.unsupportedFeature).toBe('workspace chat');
    expect(error.message).toBe(
      'workspace chat is not offered by this Honcho server (POST /v3/workspaces/w/chat answered 404 Not Found); server 3.0.12 lacks it',
    );
    expect(isUnsupportedFeatureError(error)).toBe(true);
  });

  it('says so for a 405, which stays a plain APIError with status 405, and adds what to do instead', () => {
    const error = makeAPIError({
      status: 405,
      body: METHOD_MISSING,
      headers: new Headers(),
      operation: 'GET /v3/workspaces/w/conclusions/c1',
      feature: serverFeature('conclusion lookup by id', 'conclusions.getMany([id]) reads the list route, which every server has'),
    });
    expect(error.constructor).toBe(APIError);
    expect(error.status).toBe(405);
    expect(error.unsupportedFeature).toBe('conclusion lookup by id');
    expect(error.message).toBe(
      'conclusion lookup by id is not offered by this Honcho server (GET /v3/workspaces/w/conclusions/c1 answered 405 Method Not Allowed); ' +
        'server 3.0.12 lacks it; conclusions.getMany([id]) reads the list route, which every server has',
    );
  });

  it('leaves a resource-not-found 404 as it was, even on a route that names a feature', () => {
    const error = makeAPIError({ status: 404, body: PEER_MISSING, headers: new Headers(), operation: 'POST /v3/workspaces/w/chat', feature: WORKSPACE_CHAT });
    expect(error.message).toBe('404 Peer alice not found in workspace w (POST /v3/workspaces/w/chat)');
    expect(error.unsupportedFeature).toBeUndefined();
    expect(isUnsupportedFeatureError(error)).toBe(false);
    expect(Object.keys(error)).not.toContain('unsupportedFeature');
  });

  it('leaves a bare 404 without a feature as it was', () => {
    const error = makeAPIError({ status: 404, body: ROUTE_MISSING, headers: new Headers(), operation: 'GET /v3/nothing-here' });
    expect(error.message).toBe('404 Not Found (GET /v3/nothing-here)');
    expect(isUnsupportedFeatureError(error)).toBe(false);
  });
});

describe('isUnsupportedFeatureError', () => {
  it('is exported from the package root', () => {
    expect(core.isUnsupportedFeatureError).toBe(isUnsupportedFeatureError);
  });

  it('refuses non-errors and other errors', () => {
    expect(isUnsupportedFeatureError(undefined)).toBe(false);
    expect(isUnsupportedFeatureError({ unsupportedFeature: 'workspace chat' })).toBe(false);
    expect(isUnsupportedFeatureError(new Error('workspace chat'))).toBe(false);
  });

  it('recognises an error made in another realm', () => {
    const error = makeAPIError({ status: 404, body: ROUTE_MISSING, headers: new Headers(), feature: WORKSPACE_CHAT });
    // A structured clone keeps neither the class nor the prototype; the vm realm sees only the symbol marker and the field.
    const foreign = runInNewContext('(error) => Object.assign(Object.create(null), { unsupportedFeature: error.unsupportedFeature })', {})(error) as object;
    Object.defineProperty(foreign, Symbol.for('@honcho-ai/sdk-core/error-kinds'), { value: ['NotFoundError', 'APIError', 'HonchoError'] });
    expect(isUnsupportedFeatureError(foreign)).toBe(true);
  });
});

describe('unsupportedFeatureMessage', () => {
  it('builds the one sentence every client uses', () => {
    expect(unsupportedFeatureMessage('chat evidence', 'the answer carried none')).toBe(
      'chat evidence is not offered by this Honcho server (the answer carried none); server 3.0.12 lacks it',
    );
  });
});

describe('HttpClient request feature', () => {
  const KEY = 'hch-secret-key-123456';
  const answering = (status: number, body: unknown) =>
    new HttpClient({
      baseURL: 'http://honcho.test',
      apiKey: KEY,
      maxRetries: 0,
      fetch: async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    });

  it('names the feature when the route is missing, and never the key', async () => {
    const error: unknown = await answering(404, ROUTE_MISSING)
      .post('/v3/workspaces/w/chat', { body: { query: 'hi' }, feature: WORKSPACE_CHAT })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(isUnsupportedFeatureError(error)).toBe(true);
    expect((error as Error).message).toContain('workspace chat is not offered by this Honcho server (POST http://honcho.test/v3/workspaces/w/chat answered 404 Not Found)');
    expect(JSON.stringify({ message: (error as Error).message, ...(error as object) })).not.toContain(KEY);
    expect((error as Error).message).not.toContain(KEY);
  });

  it('keeps the old message for a stream whose route is there but whose resource is not', async () => {
    const error: unknown = await answering(404, PEER_MISSING)
      .stream('POST', '/v3/workspaces/w/chat', { body: { query: 'hi' }, feature: WORKSPACE_CHAT })
      .catch((caught: unknown) => caught);
    expect(isUnsupportedFeatureError(error)).toBe(false);
    expect((error as Error).message).toBe('404 Peer alice not found in workspace w (POST http://honcho.test/v3/workspaces/w/chat)');
  });
});
