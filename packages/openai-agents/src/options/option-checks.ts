import type { Honcho } from '@honcho-ai/sdk';
import { clientFromConfig, userIsNotAssistant } from '@honcho-ai/sdk/integrations';
import { allOf, describeValue, fields, type InputSpec, isPlainObject, knownKeys, optionsArgument, rule, z } from '@honcho-ai/sdk-core';

/** The assistant peer when none is named, as in `@honcho-ai/ai-sdk`. */
export const DEFAULT_ASSISTANT_ID = 'assistant';

/** Who a conversation is between, as every option object of this package names them. */
export interface ConversationIds {
  readonly userId: string;
  readonly assistantId: string;
}

/**
 * A given `client`: a `Honcho`, duck-typed rather than `instanceof`, since a
 * second copy of @honcho-ai/sdk in node_modules makes a second Honcho class.
 *
 * @internal
 */
export const clientSpec = z.optional(
  z.custom<Honcho>((client) => typeof (client as Partial<Honcho> | null)?.session === 'function', {
    error: (issue) => `must be a Honcho client (new Honcho(...)), got ${describeValue(issue.input)}`,
    abort: true,
  }),
);

const MISSING_WORKSPACE = 'is required when HONCHO_WORKSPACE_ID is not set: pass { client: new Honcho({ workspaceId }) } or set HONCHO_WORKSPACE_ID';

/** Without a `client`, the one built from the environment needs a workspace, rather than defaulting to one by accident. */
const workspaceUnlessClient = rule((options, path) => {
  if (!isPlainObject(options) || options.client !== undefined) return [];
  return clientFromConfig({}, { path: `${path}.client`, message: MISSING_WORKSPACE }).issues;
});

/**
 * The spec of an option object of this package: its fields by `shape`, no
 * key outside it, the user not also the assistant, and a workspace for the
 * client it builds when none is given.
 *
 * @internal
 */
export function optionsSpec<Shape extends Record<string, InputSpec<unknown>>>(shape: Shape, what: string): InputSpec<unknown> {
  return optionsArgument(allOf(knownKeys(Object.keys(shape), what), fields(shape), userIsNotAssistant, workspaceUnlessClient), 'an object');
}

/**
 * The client every part of this package uses: the one given, or one built
 * as `createHoncho()` and `createTurnMemory()` build theirs (decision 0017),
 * from `HONCHO_API_KEY`, `HONCHO_URL` and `HONCHO_WORKSPACE_ID`. Call it
 * once the options passed {@link optionsSpec}, which requires the workspace.
 *
 * @internal
 */
export function clientOf(client: Honcho | undefined): Honcho {
  return client ?? clientFromConfig({}, { path: 'client', message: MISSING_WORKSPACE }).create();
}
