import { describe, expect, it } from 'vitest';
import { CLI_FLAGS, cliHelp, CliUsageError, parseCliOptions } from './cli-options.js';

describe('parseCliOptions', () => {
  it('has defaults for everything but the Honcho settings', () => {
    expect(parseCliOptions([], {})).toEqual({
      help: false,
      version: false,
      transport: 'stdio',
      host: '127.0.0.1',
      port: 8787,
      sessions: true,
      allowedOrigins: [],
      tools: 'memory',
      apiKey: undefined,
      baseURL: undefined,
      workspaceId: undefined,
      peerId: undefined,
      assistantPeerId: undefined,
      sessionId: undefined,
      maxTokens: undefined,
      timeout: undefined,
      maxRetries: undefined,
    });
  });

  it('reads flags in both forms, and a flag wins over its variable', () => {
    const options = parseCliOptions(['--peer', 'alice', '--tools=all', '--workspace', 'app', '--timeout', '5000', '--max-retries=0', '--transport', 'http', '--port', '0', '--stateless'], {
      HONCHO_PEER_ID: 'bob',
      HONCHO_URL: 'http://127.0.0.1:8000',
      HONCHO_API_KEY: 'k',
      HONCHO_ASSISTANT_PEER_ID: 'assistant',
      HONCHO_SESSION_ID: 's1',
      HONCHO_MCP_MAX_TOKENS: '1500',
    });
    expect(options).toMatchObject({ maxTokens: 1500, peerId: 'alice', tools: 'all', workspaceId: 'app', timeout: 5000, maxRetries: 0, transport: 'http', port: 0, sessions: false, baseURL: 'http://127.0.0.1:8000', apiKey: 'k', assistantPeerId: 'assistant', sessionId: 's1' });
  });

  it('reads --allow-origin given more than once and comma-separated, as the origins browsers send', () => {
    const options = parseCliOptions(['--allow-origin', 'https://app.example', '--allow-origin=HTTPS://B.example:8443, http://c.example:80', '--allow-origin', 'https://app.example'], {});
    expect(options.allowedOrigins).toEqual(['https://app.example', 'https://b.example:8443', 'http://c.example']);
  });

  it('treats an empty variable as unset', () => {
    expect(parseCliOptions([], { HONCHO_PEER_ID: '  ', HONCHO_MCP_TOOLS: '' })).toMatchObject({ peerId: undefined, tools: 'memory' });
  });

  it.each([
    [['--peeer', 'a'], 'Unknown option --peeer. Did you mean --peer?'],
    [['--frobnicate'], 'Unknown option --frobnicate. Run with --help for the options.'],
    [['alice'], 'Unexpected argument "alice": every option is a --flag.'],
    [['--peer'], '--peer needs a value (ID).'],
    [['--peer', '--tools', 'all'], '--peer needs a value (ID).'],
    [['--stateless=yes'], '--stateless takes no value.'],
    [['--tools', 'everything'], '--tools must be one of memory, workspace, all, got "everything".'],
    [['--timeout', '5s'], '--timeout must be a whole number from 1 to 3600000, got "5s".'],
    [['--max-retries', '11'], '--max-retries must be a whole number from 0 to 10, got "11".'],
    [['--max-tokens', '0'], '--max-tokens must be a whole number from 1 to 1000000, got "0".'],
    [['--max-tokens', '2k'], '--max-tokens must be a whole number from 1 to 1000000, got "2k".'],
    [['--transport', 'sse'], '--transport must be stdio or http, got "sse".'],
    [['--allow-origin'], '--allow-origin needs a value (ORIGIN).'],
    [['--allow-origin', 'https://app.example/'], '--allow-origin must be an origin: http:// or https://, a host and an optional port, nothing after it (e.g. https://app.example), got "https://app.example/".'],
    [['--allow-origin', 'null'], '--allow-origin must be an origin: http:// or https://, a host and an optional port, nothing after it (e.g. https://app.example), got "null".'],
    [['--allow-origin', '*'], '--allow-origin must be an origin: http:// or https://, a host and an optional port, nothing after it (e.g. https://app.example), got "*".'],
    [['--allow-origin', 'https://app.example,'], '--allow-origin must be an origin: http:// or https://, a host and an optional port, nothing after it (e.g. https://app.example), got "".'],
  ])('refuses %j: %s', (argv, message) => {
    expect(() => parseCliOptions(argv, {})).toThrow(new CliUsageError(message));
  });

  it('names the variable when the bad value came from it', () => {
    expect(() => parseCliOptions([], { HONCHO_MCP_TOOLS: 'some' })).toThrow('HONCHO_MCP_TOOLS must be one of memory, workspace, all, got "some".');
    expect(() => parseCliOptions([], { HONCHO_TIMEOUT: '-1' })).toThrow('HONCHO_TIMEOUT must be a whole number');
  });
});

describe('cliHelp', () => {
  it('lists every flag with its variable', () => {
    const help = cliHelp('1.2.3');
    expect(help).toContain('honcho-mcp 1.2.3');
    for (const flag of CLI_FLAGS) {
      expect(help).toContain(`--${flag.name}`);
      if (flag.env !== undefined) expect(help).toContain(`[${flag.env}]`);
    }
  });

  it('says what --allow-origin serves, and that other origins get 403', () => {
    expect(cliHelp('1.2.3')).toMatch(/--allow-origin ORIGIN +HTTP: a web origin to serve besides loopback, e\.g\. https:\/\/app\.example \(repeatable or comma-separated\); any other Origin, null included, gets 403\./);
  });
});
