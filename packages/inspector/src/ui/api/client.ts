import { TOKEN_HEADER } from '../../contract/inspector-api.js';
import { apiErrorFromResponse } from './api-error.js';

let launchToken = '';

/** Set once at start-up; every call carries it. */
export function setLaunchToken(token: string): void {
  launchToken = token;
}

export type QueryValue = string | number | undefined | null;

/**
 * Builds `/api/<segments>?<query>` with every segment URI-encoded (ids may hold `/` or `?`)
 * and empty query values left out, so "any" filters are simply absent.
 */
export function apiPath(segments: readonly string[], query: Record<string, QueryValue> = {}): string {
  const path = '/api/' + segments.map((segment) => encodeURIComponent(segment)).join('/');
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(name, String(value));
  }
  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
}

/** Segments under one workspace, the common case. */
export function workspacePath(workspaceId: string, rest: readonly string[], query?: Record<string, QueryValue>): string {
  return apiPath(['workspaces', workspaceId, ...rest], query);
}

export function authorisedHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return { [TOKEN_HEADER]: launchToken, ...extra };
}

async function send(method: string, path: string, body?: unknown): Promise<Response> {
  const init: RequestInit = {
    method,
    headers: authorisedHeaders(body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' }),
    cache: 'no-store',
  };
  if (body !== undefined) init.body = JSON.stringify(body);
  const response = await fetch(path, init);
  if (!response.ok) throw await apiErrorFromResponse(response);
  return response;
}

export async function apiGet<T>(path: string): Promise<T> {
  const response = await send('GET', path);
  return (await response.json()) as T;
}

export async function apiPut<T>(path: string, body: unknown): Promise<T> {
  const response = await send('PUT', path, body);
  return (await response.json()) as T;
}

export async function apiDelete(path: string): Promise<void> {
  await send('DELETE', path);
}
