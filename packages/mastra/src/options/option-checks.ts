import { clientFromConfig, memoryIdentityIssues, memoryTuningIssues, type Honcho } from '@honcho-ai/sdk';
import { describeValue, HonchoValidationError, isPlainObject, unknownKeyIssues, type InputIssue } from '@honcho-ai/sdk-core';

/**
 * The checks every option object of this package starts with: an object,
 * no unknown key, valid optional ids (the user not the assistant), the
 * shared timeout/contextTokens/onError rules, and a `client` that is a
 * Honcho client. Returns what builds the client: the one given, or one from
 * `HONCHO_API_KEY`, `HONCHO_URL` and `HONCHO_WORKSPACE_ID`, where the
 * workspace must be set (decision 0017). Throws every problem at once,
 * before anything is built or sent.
 *
 * @internal
 */
export function checkOptions(options: unknown, known: readonly string[], calledAs: string, extra: (options: Record<string, unknown>) => InputIssue[] = () => []): Honcho {
  const prefix = `Invalid ${calledAs}() options`;
  if (!isPlainObject(options)) throw new HonchoValidationError([{ path: 'options', message: `must be an object, got ${describeValue(options)}` }], { prefix });
  const issues = [...unknownKeyIssues(options, known, '', `a ${calledAs}() option`), ...memoryIdentityIssues(options), ...memoryTuningIssues(options), ...extra(options)];
  const client: unknown = options.client;
  // Duck-typed, not `instanceof`: a second copy of @honcho-ai/sdk in node_modules makes a second Honcho class.
  if (client !== undefined && (typeof client !== 'object' || client === null || typeof (client as Partial<Honcho>).session !== 'function')) {
    issues.push({ path: 'client', message: `must be a Honcho client (new Honcho(...)), got ${describeValue(client)}` });
  }
  const configured =
    client === undefined
      ? clientFromConfig({}, { path: 'client', message: 'is required when HONCHO_WORKSPACE_ID is not set: pass { client: new Honcho({ workspaceId }) } or set HONCHO_WORKSPACE_ID' })
      : undefined;
  issues.push(...(configured?.issues ?? []));
  if (issues.length > 0) throw new HonchoValidationError(issues, { prefix });
  return configured === undefined ? (client as Honcho) : configured.create();
}
