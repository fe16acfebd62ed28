import { inspect } from 'node:util';
import { Honcho, HonchoValidationError } from '@honcho-ai/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HonchoMemoryError } from '../index.js';
import { createHoncho } from './create-honcho.js';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('createHoncho', () => {
  it('reads HONCHO_WORKSPACE_ID, HONCHO_URL and HONCHO_API_KEY from the environment', () => {
    vi.stubEnv('HONCHO_WORKSPACE_ID', 'from-env');
    vi.stubEnv('HONCHO_URL', 'https://honcho.example.com/');
    vi.stubEnv('HONCHO_API_KEY', 'hch-secret-key');
    const honcho = createHoncho();
    expect(honcho.workspaceId).toBe('from-env');
    expect(honcho.client.baseURL).toBe('https://honcho.example.com');
    expect(honcho.client.http.hasApiKey).toBe(true);
  });

  it('throws at once, saying how to fix it, when no workspace can be resolved', () => {
    vi.stubEnv('HONCHO_WORKSPACE_ID', '');
    expect(() => createHoncho()).toThrow(HonchoValidationError);
    expect(() => createHoncho({ apiKey: 'k' })).toThrow(
      'Invalid createHoncho() options: workspaceId: is required: pass createHoncho({ workspaceId }) or set the HONCHO_WORKSPACE_ID environment variable',
    );
  });

  it('prefers the option over the environment', () => {
    vi.stubEnv('HONCHO_WORKSPACE_ID', 'from-env');
    expect(createHoncho({ workspaceId: 'explicit' }).workspaceId).toBe('explicit');
  });

  it('uses a given client, and refuses client options beside it', () => {
    const client = new Honcho({ workspaceId: 'mine', baseURL: 'http://127.0.0.1:1' });
    const honcho = createHoncho({ client });
    expect(honcho.client).toBe(client);
    expect(honcho.workspaceId).toBe('mine');
    expect(() => createHoncho({ client, apiKey: 'k' })).toThrow('client: cannot be combined with client options (apiKey)');
    expect(() => createHoncho({ client: {} as Honcho })).toThrow('client: must be a Honcho client');
  });

  it('names every invalid option before any request', () => {
    let issues: readonly { path: string }[] = [];
    try {
      createHoncho({ workspaceId: 'w', assistantId: 'bad id', timeout: -1, contextTokens: 200_000, onError: 'log' as never, workspace: 'x' } as never);
    } catch (error) {
      if (error instanceof HonchoValidationError) issues = error.issues;
    }
    expect(issues.map((issue) => issue.path)).toEqual(['workspace', 'assistantId', 'timeout', 'contextTokens', 'onError']);
  });

  it('passes client validation through: a bad workspace id is refused by the SDK', () => {
    expect(() => createHoncho({ workspaceId: 'no spaces' })).toThrow(HonchoValidationError);
  });

  it('never shows the API key in String(), JSON or inspect output', () => {
    const honcho = createHoncho({ workspaceId: 'w', apiKey: 'hch-very-secret', baseURL: 'http://127.0.0.1:1' });
    const shown = [String(honcho), JSON.stringify(honcho), inspect(honcho), inspect(honcho.middleware({ userId: 'a' }), { depth: 5 })].join('\n');
    expect(shown).toContain("workspaceId='w'");
    expect(shown).not.toContain('hch-very-secret');
  });

  it('validates middleware, tools, wrap, send and context input when called', async () => {
    const honcho = createHoncho({ workspaceId: 'w', baseURL: 'http://127.0.0.1:1' });
    expect(() => honcho.middleware({ userId: 'a b' })).toThrow('Invalid honcho.middleware() config: userId: must contain only letters');
    expect(() => honcho.tools({} as never)).toThrow('Invalid honcho.tools() config: userId: is required');
    expect(() => honcho.wrap('openai/gpt-4o' as never)).toThrow('Invalid honcho.wrap() input: model: must be a language model object');
    await expect(honcho.send({ userId: 'alice', sessionId: 'has space', content: 'hi' })).rejects.toThrow('sessionId: must contain only letters');
    await expect(honcho.send({ userId: 'alice', sessionId: 's', content: ' ' })).rejects.toThrow(HonchoValidationError);
    await expect(honcho.context({ userId: 'alice', tokens: 5 } as never)).rejects.toThrow('tokens: is not a context() option');
  });

  it('warns on the console by default when memory is unavailable, and carries on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Port 1 refuses connections: Honcho is unreachable.
    const honcho = createHoncho({ workspaceId: 'w', baseURL: 'http://127.0.0.1:1', maxRetries: 0 });
    const middleware = honcho.middleware({ userId: 'alice' });
    const params = { prompt: [{ role: 'user', content: [{ type: 'text', text: 'Hi' }] }] };
    const transformed = await middleware.transformParams({ type: 'generate', params, model: { specificationVersion: 'v3', provider: 'p', modelId: 'm' } });
    expect(transformed.prompt).toEqual(params.prompt);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[honcho\] Honcho memory unavailable for user 'alice'; generating without it: /);
  });

  it('keeps generating when onError itself throws', async () => {
    const errors: HonchoMemoryError[] = [];
    const honcho = createHoncho({
      workspaceId: 'w',
      baseURL: 'http://127.0.0.1:1',
      maxRetries: 0,
      onError: (error) => {
        errors.push(error);
        throw new Error('logger broke');
      },
    });
    const params = { prompt: [{ role: 'user', content: [{ type: 'text', text: 'Hi' }] }] };
    await expect(
      honcho.middleware({ userId: 'alice' }).transformParams({ type: 'generate', params, model: { specificationVersion: 'v2', provider: 'p', modelId: 'm' } }),
    ).resolves.toEqual(params);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ operation: 'context', userId: 'alice', sessionId: undefined, status: 0, code: 'memory_unavailable' });
  });
});
