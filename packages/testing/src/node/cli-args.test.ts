import { describe, expect, it } from 'vitest';
import { CliUsageError, parseCliArgs } from './cli-args.js';

describe('parseCliArgs', () => {
  it('defaults to port 8000 on loopback, no auth, no faults', () => {
    expect(parseCliArgs([])).toEqual({ port: 8000, hostname: '127.0.0.1', quiet: false, help: false, version: false });
  });

  it('reads every flag', () => {
    const options = parseCliArgs([
      '-p', '0', '--host', '0.0.0.0', '--api-key', 'k', '--seed', 's.json', '-q',
      '--latency', '10-20', '--fail-rate', '0.25', '--fail-status', '429', '--retry-after', '1',
      '--drop', 'after', '--drop-rate', '0.5', '--cut-stream-after', '3', '--fault-times', '4',
      '--fault-method', 'get,post', '--fault-path', '/chat$', '--fault-seed', '9',
    ]);
    expect(options).toEqual({
      port: 0,
      hostname: '0.0.0.0',
      apiKey: 'k',
      seedFile: 's.json',
      quiet: true,
      help: false,
      version: false,
      fault: {
        latencyMs: { min: 10, max: 20 },
        failRate: 0.25,
        failStatus: 429,
        retryAfter: 1,
        dropConnection: 'after',
        dropRate: 0.5,
        cutStreamAfterChunks: 3,
        times: 4,
        seed: 9,
        match: { method: ['GET', 'POST'], path: '/chat$' },
      },
    });
    expect(parseCliArgs(['--latency', '50', '--stall-stream-after', '0']).fault).toEqual({ latencyMs: 50, stallStreamAfterChunks: 0 });
  });

  it('reads --webhook-secret and --allow-loopback-webhooks, and refuses an empty secret or either with --model-provider', () => {
    expect(parseCliArgs(['--webhook-secret', 'whsec', '--allow-loopback-webhooks'])).toMatchObject({ webhookSecret: 'whsec', allowLoopbackWebhooks: true });
    expect(parseCliArgs([])).not.toHaveProperty('webhookSecret');
    expect(parseCliArgs([])).not.toHaveProperty('allowLoopbackWebhooks');
    expect(() => parseCliArgs(['--webhook-secret', ''])).toThrow(CliUsageError);
    expect(() => parseCliArgs(['--model-provider', '--webhook-secret', 's'])).toThrow('--model-provider cannot be combined with --webhook-secret');
    expect(() => parseCliArgs(['--model-provider', '--allow-loopback-webhooks'])).toThrow('--allow-loopback-webhooks');
  });

  it('reads --server', () => {
    expect(parseCliArgs(['--server', '3.0.12'])).toMatchObject({ server: '3.0.12' });
    expect(parseCliArgs(['--server', 'extended'])).toMatchObject({ server: 'extended' });
  });

  it('reads the model provider flags, with its own default port', () => {
    expect(parseCliArgs(['--model-provider'])).toEqual({ port: 8080, hostname: '127.0.0.1', modelProvider: true, quiet: false, help: false, version: false });
    expect(parseCliArgs(['--model-provider', '-p', '0', '--host', '0.0.0.0', '--api-key', 'k', '--embedding-dimensions', '768'])).toMatchObject({
      port: 0,
      hostname: '0.0.0.0',
      apiKey: 'k',
      modelProvider: true,
      embeddingDimensions: 768,
    });
    expect(parseCliArgs(['--model-provider', '--fail-rate', '1', '--fault-path', 'embeddings$']).fault).toEqual({ failRate: 1, match: { path: 'embeddings$' } });
  });

  it('reads the inspector flags', () => {
    expect(parseCliArgs(['--inspector'])).toMatchObject({ inspector: true });
    expect(parseCliArgs(['--inspector']).inspectorPort).toBeUndefined();
    expect(parseCliArgs(['--inspector', '--inspector-port', '0', '--inspector-workspace', 'demo'])).toMatchObject({ inspector: true, inspectorPort: 0, inspectorWorkspace: 'demo' });
  });

  it.each<[string[], RegExp]>([
    [['--inspector-port', '9000'], /--inspector-port and --inspector-workspace need --inspector/],
    [['--inspector', '--inspector-port', '70000'], /--inspector-port must be a port number/],
    [['--inspector', '--model-provider'], /cannot be combined with --model-provider/],
    [['--embedding-dimensions', '8'], /needs --model-provider/],
    [['--model-provider', '--embedding-dimensions', '0'], /--embedding-dimensions/],
    [['--model-provider', '--seed', 's.json', '--cors'], /cannot be combined with --seed, --cors/],
    [['--model-provider', '--server', '3.0.12'], /cannot be combined with --server/],
    [['--server', '3.1'], /^--server must be one of "extended", "3.0.12", got "3.1"$/],
    [['--server', ''], /--server must be one of/],

    [['--port', 'x'], /--port/],
    [['--port', '70000'], /--port/],
    [['--fail-rate', '1.5'], /--fail-rate/],
    [['--fail-status', '200'], /--fail-status/],
    [['--drop', 'sideways'], /--drop/],
    [['--latency', '-5'], /--latency/],
    [['--fault-path', '('], /--fault-path/],
    [['--cut-stream-after', '1', '--stall-stream-after', '1'], /cannot be combined/],
    [['--fault-path', 'x'], /need a fault flag/],
    [['--unknown'], /Unknown option/],
    [['positional'], /positional/],
  ])('rejects %j', (argv, message) => {
    expect(() => parseCliArgs(argv)).toThrow(CliUsageError);
    expect(() => parseCliArgs(argv)).toThrow(message);
  });
});
