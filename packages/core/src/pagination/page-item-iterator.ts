/**
 * The iterator behind `for await (const item of page)`: the items of each
 * page in turn, fetching pages through `pages` (a page's `iterPages()`).
 *
 * It behaves as the async generator it replaces (`for await (const page of
 * pages) for (const item of page.items) yield item`), calls queued in order,
 * `return()` and `throw()` closing the page iterator, but hands over an item
 * of a page already fetched as an already settled promise: a generator costs
 * several promises and turns per item, which over thousands of items was a
 * large part of a walk's CPU time.
 *
 * Its prototype is the runtime's `%AsyncIteratorPrototype%`, so it is async
 * iterable and disposable (`await using`) wherever generators are.
 *
 * @internal
 */
export class PageItemIterator<T> {
  readonly #pages: AsyncGenerator<{ readonly items: readonly T[] }, void, undefined>;
  #items: readonly T[] = [];
  #index = 0;
  #finished = false;
  /** The last queued call; later calls wait for it, as they would on a generator. */
  #tail: Promise<unknown> | undefined;

  constructor(pages: AsyncGenerator<{ readonly items: readonly T[] }, void, undefined>) {
    linkAsyncIteratorPrototype();
    this.#pages = pages;
  }

  next(): Promise<IteratorResult<T, void>> {
    if (this.#tail === undefined && this.#index < this.#items.length) {
      return Promise.resolve({ done: false, value: this.#items[this.#index++] as T });
    }
    return this.#queue(() => this.#nextPage());
  }

  return(value?: void | PromiseLike<void>): Promise<IteratorResult<T, void>> {
    return this.#queue(async () => {
      const wasFinished = this.#finished;
      this.#finish();
      if (!wasFinished) await this.#pages.return(undefined);
      return { done: true, value: await value };
    });
  }

  throw(error?: unknown): Promise<IteratorResult<T, void>> {
    return this.#queue(async () => {
      const wasFinished = this.#finished;
      this.#finish();
      if (!wasFinished) await this.#pages.return(undefined);
      throw error;
    });
  }

  async #nextPage(): Promise<IteratorResult<T, void>> {
    while (!this.#finished) {
      if (this.#index < this.#items.length) return { done: false, value: this.#items[this.#index++] as T };
      let result: IteratorResult<{ readonly items: readonly T[] }, void>;
      try {
        result = await this.#pages.next();
      } catch (error) {
        this.#finish();
        throw error;
      }
      if (result.done === true) break;
      this.#items = result.value.items;
      this.#index = 0;
    }
    this.#finish();
    return { done: true, value: undefined };
  }

  #finish(): void {
    this.#finished = true;
    this.#items = [];
    this.#index = 0;
  }

  #queue(step: () => Promise<IteratorResult<T, void>>): Promise<IteratorResult<T, void>> {
    const run = this.#tail === undefined ? step() : this.#tail.then(step, step);
    this.#tail = run;
    // Registered before the caller's own reaction, so the caller's next call
    // finds the queue empty and takes the fast path in next(). (Cleared a turn
    // later instead, every call after a page fetch went through the queue.)
    const clear = (): void => {
      if (this.#tail === run) this.#tail = undefined;
    };
    run.then(clear, clear);
    return run;
  }
}

/**
 * Makes `PageItemIterator.prototype` inherit from %AsyncIteratorPrototype%
 * (an async generator object's prototype's prototype's prototype), which
 * supplies `[Symbol.asyncIterator]()` (returning the iterator) and, where the
 * runtime has explicit resource management, `[Symbol.asyncDispose]()`. Done on
 * first use rather than at module load: a module with top-level effects
 * cannot be left out of a bundle, and it would drag the modules re-exported
 * beside it into every app's main chunk.
 */
function linkAsyncIteratorPrototype(): void {
  if (prototypeLinked) return;
  prototypeLinked = true;
  const generatorPrototype = Object.getPrototypeOf(Object.getPrototypeOf((async function* () {})())) as object;
  Object.setPrototypeOf(PageItemIterator.prototype, Object.getPrototypeOf(generatorPrototype) as object);
}
let prototypeLinked = false;
