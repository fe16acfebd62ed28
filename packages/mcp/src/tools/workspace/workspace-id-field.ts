import type { StringPropertySchema, ToolInputSchema, ToolPropertySchema } from '@honcho-ai/sdk';
import { idField } from './input-fields.js';

/**
 * The optional `workspace_id` every workspace-scoped tool takes, defined
 * once so every tool describes it the same way.
 *
 * @internal
 */
export const WORKSPACE_ID_FIELD: StringPropertySchema = idField(
  'The workspace to work in. Omit it to use the configured workspace (the usual case); pass it only to reach another workspace.',
);

/** The arguments every workspace-scoped tool receives besides its own. @internal */
export interface WorkspaceScoped {
  readonly workspace_id?: string | undefined;
}

/**
 * The input schema of a workspace-scoped tool: `workspace_id` first, then
 * the tool's own fields; no other fields are accepted.
 *
 * @internal
 */
export function workspaceScopedInput(properties: Readonly<Record<string, ToolPropertySchema>>, required: readonly string[] = []): ToolInputSchema {
  return { type: 'object', properties: { workspace_id: WORKSPACE_ID_FIELD, ...properties }, required, additionalProperties: false };
}
