import { HonchoValidationError } from '@honcho-ai/sdk-core';
import { importAtRunTime } from '../token-budget/import-at-run-time.js';
import type { CountTokens, loadTokenCounter } from '../token-budget/token-count.js';
import type { budgetSessionContext } from './session-context-budget.js';
import type { SessionContext } from './session-context.js';

/** What `session.context({ maxTokens })` fits a context with. @internal */
export type FitContext = (context: SessionContext, maxTokens: number) => SessionContext;

interface BudgetModule {
  budgetSessionContext: typeof budgetSessionContext;
  loadTokenCounter: typeof loadTokenCounter;
}

/**
 * `budgetSessionContext` and the tokenizer, imported from this package by
 * its own name at run time, where bundlers do not look. `Session` is in every
 * app's bundle; a plain `import()` there would add the trimming code and the
 * 1 MB tokenizer to every app (and every edge worker), budget or not. This
 * works wherever the runtime resolves packages (Node, Bun, Deno). A bundled
 * app calls `budgetSessionContext` itself.
 *
 * @throws HonchoValidationError naming `maxTokens` where the runtime cannot import the package (a bundled app).
 * @internal
 */
export async function runtimeContextBudget(packageName = '@honcho-ai/sdk'): Promise<FitContext> {
  let budget: BudgetModule;
  let count: CountTokens;
  try {
    budget = await importAtRunTime<BudgetModule>(packageName);
    count = await budget.loadTokenCounter();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new HonchoValidationError(
      [{ path: 'maxTokens', message: `cannot be applied here: the tokenizer did not load at run time (${reason}). In a bundled app, use budgetSessionContext(context, maxTokens, await loadTokenCounter())` }],
      { prefix: 'Invalid session.context() options' },
    );
  }
  return (context, maxTokens) => budget.budgetSessionContext(context, maxTokens, count);
}
