import { APITimeoutError } from '@honcho-ai/sdk-core';

/**
 * One time budget shared by the memory calls of one phase (before or after a
 * generation), so a slow Honcho delays the user by at most `budget` ms in
 * total, however many calls the phase makes.
 *
 * @internal
 */
export class Deadline {
  /** The whole budget, in milliseconds. */
  readonly budget: number;
  readonly #end: number;

  constructor(budget: number) {
    this.budget = budget;
    this.#end = Date.now() + budget;
  }

  /** Milliseconds left; at least 1, so an exhausted budget fails the next call with a timeout rather than an input error. */
  remaining(): number {
    return Math.max(1, Math.ceil(this.#end - Date.now()));
  }

  /**
   * `work`, failing with `APITimeoutError` when the budget runs out first.
   * Every SDK call also gets the remaining time as its own `timeout`; this
   * guard covers waits the SDK does not bound per call, such as an earlier
   * caller's get-or-create that this call shares.
   */
  bound<T>(work: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new APITimeoutError(`Honcho did not answer within ${this.budget} ms`)), this.remaining());
      work.then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
  }
}
