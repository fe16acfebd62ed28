import type {
  CallOptionsLike,
  GenerateResultLike,
  HonchoMiddleware,
  LanguageModelLike,
  StreamResultLike,
} from '../language-model/language-model-types.js';

/**
 * A language model of any specification version that can be wrapped: a
 * provider model (`openai('gpt-4o')`), a mock from `ai/test`, or an already
 * wrapped model.
 *
 * The call methods are declared with method syntax and `never` parameters so
 * the V2, V3 and V4 signatures all fit.
 */
export interface WrappableLanguageModel extends LanguageModelLike {
  /** Generates a whole answer. */
  doGenerate(options: never): PromiseLike<unknown>;
  /** Streams an answer. */
  doStream(options: never): PromiseLike<unknown>;
}

/**
 * Applies a middleware to a model exactly as `wrapLanguageModel` from `ai`
 * does (transformParams, then wrapGenerate / wrapStream around the model's
 * call), without importing `ai`, so it works with `ai` 5, 6 and 7.
 *
 * The result is the same model with its two call methods intercepted: every
 * other property (id, provider, supported URLs, a mock's recorded calls)
 * reads through to the original, and the type is unchanged.
 *
 * @internal
 */
export function applyMiddleware<M extends WrappableLanguageModel>(model: M, middleware: HonchoMiddleware): M {
  const doGenerate = async (params: CallOptionsLike): Promise<unknown> => {
    const transformed = await middleware.transformParams({ type: 'generate', params, model });
    return middleware.wrapGenerate({
      doGenerate: () => model.doGenerate(transformed as never) as PromiseLike<GenerateResultLike>,
      doStream: () => model.doStream(transformed as never) as PromiseLike<StreamResultLike>,
      params: transformed,
      model,
    });
  };
  const doStream = async (params: CallOptionsLike): Promise<unknown> => {
    const transformed = await middleware.transformParams({ type: 'stream', params, model });
    return middleware.wrapStream({
      doGenerate: () => model.doGenerate(transformed as never) as PromiseLike<GenerateResultLike>,
      doStream: () => model.doStream(transformed as never) as PromiseLike<StreamResultLike>,
      params: transformed,
      model,
    });
  };
  return new Proxy(model, {
    get(target, property) {
      if (property === 'doGenerate') return doGenerate;
      if (property === 'doStream') return doStream;
      const value: unknown = Reflect.get(target, property, target);
      // Bound to the model itself: its methods may use private class fields, which a proxy receiver lacks.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
