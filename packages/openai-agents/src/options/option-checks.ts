import type { Honcho } from '@honcho-ai/sdk';
import { clientFromConfig } from '@honcho-ai/sdk/integrations';
import { describeValue, HonchoValidationError, honchoIdIssues, isPlainObject, optionalHonchoIdIssues, unknownKeyIssues, type InputIssue } from '@honcho-ai/sdk-core';

/** The assistant peer when none is named, as in `@honcho-ai/ai-sdk`. */
export const DEFAULT_ASSISTANT_ID = 'assistant';

/** Who a conversation is between, as every option object of this package names them. */
export interface ConversationIds {
  readonly userId: string;
  readonly assistantId: string;
}

/**
 * The checks every option object of this package starts with: an object,
 * no unknown key, a `client` that is a `Honcho` when one is given, a valid
 * `userId` (optional when `userOptional`: a run's context can give it), an
 * optional valid `assistantId` that is not the user. Collected into
 * `issues`, thrown together by {@link throwIfIssues}.
 *
 * @internal
 */
export function conversationIssues(options: unknown, known: readonly string[], what: string, userOptional = false): InputIssue[] {
  if (!isPlainObject(options)) return [{ path: 'options', message: `must be an object, got ${describeValue(options)}` }];
  const issues = [...unknownKeyIssues(options, known, '', what)];
  const client: unknown = options.client;
  // Duck-typed, not `instanceof`: a second copy of @honcho-ai/sdk in node_modules makes a second Honcho class.
  if (client !== undefined && (typeof client !== 'object' || client === null || typeof (client as Partial<Honcho>).session !== 'function')) {
    issues.push({ path: 'client', message: `must be a Honcho client (new Honcho(...)), got ${describeValue(client)}` });
  }
  const userIssues = userOptional ? optionalHonchoIdIssues(options.userId, 'userId') : honchoIdIssues(options.userId, 'userId');
  issues.push(...userIssues, ...optionalHonchoIdIssues(options.assistantId, 'assistantId'));
  if (options.assistantId !== undefined && options.assistantId === options.userId) {
    issues.push({ path: 'assistantId', message: 'must differ from userId: the user and the agent are different peers' });
  }
  return issues;
}

/** Throws one `HonchoValidationError` naming every field and rule, when there is anything to name. @internal */
export function throwIfIssues(issues: readonly InputIssue[], prefix: string): void {
  if (issues.length > 0) throw new HonchoValidationError(issues, { prefix });
}

/**
 * The client every part of this package uses: the one given, or one built
 * as `createHoncho()` and `createTurnMemory()` build theirs (decision 0017):
 * from `HONCHO_API_KEY`, `HONCHO_URL` and `HONCHO_WORKSPACE_ID`, where the
 * workspace must be set rather than defaulting, so nothing is written to a
 * default workspace by accident. The missing workspace is added to `issues`;
 * `create()` builds nothing until the caller's checks passed.
 *
 * @internal
 */
export function clientOrEnvironment(client: Honcho | undefined, issues: InputIssue[]): () => Honcho {
  if (client !== undefined) return () => client;
  const configured = clientFromConfig(
    {},
    { path: 'client', message: 'is required when HONCHO_WORKSPACE_ID is not set: pass { client: new Honcho({ workspaceId }) } or set HONCHO_WORKSPACE_ID' },
  );
  issues.push(...configured.issues);
  return () => configured.create();
}
