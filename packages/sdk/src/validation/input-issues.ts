import { describeValue, HonchoValidationError, isPlainObject, jsonValueIssues, type InputIssue } from '@honcho-ai/sdk-core';

// The generic checks live in core, shared with the other packages; re-exported under the names the SDK uses.
export {
  describeValue as describe,
  honchoIdIssues as idIssues,
  integerIssues,
  isPlainObject,
  jsonValueIssues,
  numberIssues,
  oneOfIssues,
  stringIssues,
} from '@honcho-ai/sdk-core';

/**
 * Collects every problem with a method's input, then throws one
 * {@link HonchoValidationError} naming each field and rule, before any
 * request is sent.
 *
 * @internal
 */
export class InputIssues {
  readonly #issues: InputIssue[] = [];

  /** Records a problem at `path`. */
  add(path: string, message: string): this {
    this.#issues.push({ path, message });
    return this;
  }

  /** Records every problem from a checker. */
  addAll(issues: readonly InputIssue[]): this {
    this.#issues.push(...issues);
    return this;
  }

  /** Throws when anything was recorded. */
  throwIfAny(prefix = 'Invalid input'): void {
    if (this.#issues.length > 0) throw new HonchoValidationError([...this.#issues], { prefix });
  }
}

export { metadataIssues } from './metadata.js';
