// The middleware and wrapped models against each `ai` major's own types:
// `wrapLanguageModel`, `generateText` and `streamText` of ai 5 (LanguageModelV2),
// ai 6 (V3) and ai 7 (V4), imported side by side.
import { generateText as generateText5, streamText as streamText5, wrapLanguageModel as wrap5, type LanguageModelMiddleware as Middleware5 } from 'ai5';
import { MockLanguageModelV2 } from 'ai5/test';
import { generateText as generateText6, streamText as streamText6, wrapLanguageModel as wrap6, type LanguageModelMiddleware as Middleware6 } from 'ai6';
import { MockLanguageModelV3 } from 'ai6/test';
import { generateText as generateText7, streamText as streamText7, wrapLanguageModel as wrap7, type LanguageModelMiddleware as Middleware7 } from 'ai7';
import { MockLanguageModelV4 } from 'ai7/test';
import { describe, expectTypeOf, it } from 'vitest';
import { createHoncho, type HonchoMiddleware, type HonchoRequestOptions } from '../index.js';

const honcho = createHoncho({ workspaceId: 'types' });
const middleware = honcho.middleware({ userId: 'alice', sessionId: 'chat-1' });
declare const other5: Middleware5;
declare const other6: Middleware6;
declare const other7: Middleware7;

describe('honcho.middleware()', () => {
  it('is each major middleware type, alone and among others, in wrapLanguageModel', () => {
    expectTypeOf(middleware).toMatchTypeOf<Middleware5>();
    expectTypeOf(middleware).toMatchTypeOf<Middleware6>();
    expectTypeOf(middleware).toMatchTypeOf<Middleware7>();
    const wrapped5 = wrap5({ model: new MockLanguageModelV2(), middleware: [other5, middleware] });
    const wrapped6 = wrap6({ model: new MockLanguageModelV3(), middleware: [middleware, other6] });
    const wrapped7 = wrap7({ model: new MockLanguageModelV4(), middleware });
    void wrap7({ model: new MockLanguageModelV3(), middleware: [middleware, other7] });
    void generateText5({ model: wrapped5, prompt: 'x' });
    void generateText6({ model: wrapped6, prompt: 'x' });
    void streamText7({ model: wrapped7, prompt: 'x' });
    expectTypeOf<HonchoMiddleware['specificationVersion']>().toEqualTypeOf<'v3'>();
  });

  it("hands back the major's own call-options type from transformParams", () => {
    type Params5 = Parameters<MockLanguageModelV2['doGenerate']>[0];
    type Params7 = Parameters<MockLanguageModelV4['doGenerate']>[0];
    const params5 = {} as Params5;
    const params7 = {} as Params7;
    expectTypeOf(middleware.transformParams({ type: 'generate', params: params5, model: new MockLanguageModelV2() })).resolves.toEqualTypeOf<Params5>();
    expectTypeOf(middleware.transformParams({ type: 'stream', params: params7, model: new MockLanguageModelV4() })).resolves.toEqualTypeOf<Params7>();
  });

  it('refuses a configuration of the wrong type', () => {
    // @ts-expect-error persistInput is a boolean
    honcho.middleware({ userId: 'alice', persistInput: 'yes' });
  });
});

describe('honcho.wrap()', () => {
  it("keeps the model's own type, so it works wherever the model did", () => {
    const model5 = honcho.wrap(new MockLanguageModelV2(), { userId: 'alice' });
    const model6 = honcho.wrap(new MockLanguageModelV3());
    const model7 = honcho.wrap(new MockLanguageModelV4(), { userId: 'alice', injectHistory: false });
    expectTypeOf(model5).toEqualTypeOf<MockLanguageModelV2>();
    expectTypeOf(model7).toEqualTypeOf<MockLanguageModelV4>();
    void generateText5({ model: model5, prompt: 'x' });
    void streamText5({ model: model5, prompt: 'x' });
    void generateText6({
      model: model6,
      prompt: 'x',
      providerOptions: { honcho: { userId: 'alice', sessionId: 'chat-1' } satisfies HonchoRequestOptions },
    });
    void streamText6({ model: model6, prompt: 'x' });
    void generateText7({ model: model7, prompt: 'x' });
  });

  it('refuses a model id string', () => {
    // @ts-expect-error a model id string must be resolved by its provider first
    honcho.wrap('openai/gpt-4o');
  });
});
