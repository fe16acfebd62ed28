import { describe, expect, it } from 'vitest';
import type { CallOptionsLike, HonchoMiddleware } from '../language-model/language-model-types.js';
import { applyMiddleware } from './wrap-model.js';

class PrivateModel {
  readonly specificationVersion = 'v3';
  readonly provider = 'test';
  readonly modelId = 'private';
  readonly calls: CallOptionsLike[] = [];
  #secret = 'kept';

  get supportedUrls(): Record<string, RegExp[]> {
    return { image: [new RegExp(this.#secret)] };
  }

  describe(): string {
    return `${this.modelId}:${this.#secret}`;
  }

  async doGenerate(options: CallOptionsLike): Promise<{ content: { type: string; text: string }[]; finishReason: string }> {
    this.calls.push(options);
    return { content: [{ type: 'text', text: this.#secret }], finishReason: 'stop' };
  }

  async doStream(options: CallOptionsLike): Promise<{ stream: ReadableStream<{ type: string }> }> {
    this.calls.push(options);
    return { stream: new ReadableStream({ start: (controller) => controller.close() }) };
  }
}

function recordingMiddleware(log: string[]): HonchoMiddleware {
  return {
    specificationVersion: 'v3',
    transformParams: async ({ type, params }) => {
      log.push(`transform:${type}`);
      return { ...params, prompt: [{ role: 'system', content: 'added' }, ...params.prompt] };
    },
    wrapGenerate: async ({ doGenerate, params }) => {
      log.push(`generate:${params.prompt.length}`);
      return doGenerate();
    },
    wrapStream: async ({ doStream, params }) => {
      log.push(`stream:${params.prompt.length}`);
      return doStream();
    },
  };
}

describe('applyMiddleware', () => {
  it('runs transformParams then the wrap step around the model call, like wrapLanguageModel', async () => {
    const log: string[] = [];
    const model = new PrivateModel();
    const wrapped = applyMiddleware(model, recordingMiddleware(log));
    const generated = await wrapped.doGenerate({ prompt: [{ role: 'user', content: [] }] });
    await wrapped.doStream({ prompt: [] });
    expect(log).toEqual(['transform:generate', 'generate:2', 'transform:stream', 'stream:1']);
    expect(generated.content[0]?.text).toBe('kept');
    expect(model.calls.map((call) => call.prompt[0])).toEqual([{ role: 'system', content: 'added' }, { role: 'system', content: 'added' }]);
  });

  it('reads every other property through to the model, private fields and getters included', () => {
    const model = new PrivateModel();
    const wrapped = applyMiddleware(model, recordingMiddleware([]));
    expect(wrapped.modelId).toBe('private');
    expect(wrapped.specificationVersion).toBe('v3');
    expect(wrapped.describe()).toBe('private:kept');
    expect(wrapped.supportedUrls.image?.[0]?.source).toBe('kept');
    expect(wrapped.calls).toBe(model.calls);
    expect(wrapped).toBeInstanceOf(PrivateModel);
  });
});
