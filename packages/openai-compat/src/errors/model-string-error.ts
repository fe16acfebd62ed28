import { HonchoValidationError, type InputIssue } from '@honcho-ai/sdk-core';

/**
 * A model string is not `workspace/{workspace_id}/peer/{peer_id}`, or one of
 * its ids breaks Honcho's id rules (1 to 512 letters, digits, `_` or `-`).
 * Thrown by {@link parseModelString} and {@link buildModelString} before any
 * request; `issues` names the part at fault.
 *
 * @example
 * ```ts
 * try {
 *   parseModelString('gpt-4o');
 * } catch (error) {
 *   if (ModelStringError.isInstance(error)) console.log(error.issues);
 *   // [{ path: 'model', message: "must be 'workspace/{workspace_id}/peer/{peer_id}', got \"gpt-4o\"" }]
 * }
 * ```
 */
export class ModelStringError extends HonchoValidationError {
  static override readonly kind: string = 'ModelStringError';

  constructor(issues: readonly InputIssue[]) {
    super(issues, { prefix: 'Invalid Honcho model string' });
  }
}
