/**
 * Errors and retries: input refused before sending, typed HTTP errors, and
 * per-call timeouts and retry budgets. Transient failures (429, 503, ...)
 * are retried by the client with backoff, honouring Retry-After.
 */
import { APITimeoutError, HonchoError, HonchoValidationError, NotFoundError, type Honcho } from '@honcho-ai/sdk';
import { isMain, runExample } from '../run-example.js';

/** What each call reported. */
export interface ErrorReport {
  readonly invalid: readonly { path: string; message: string }[];
  readonly notFound: { readonly status: number; readonly name: string };
  readonly timedOut: string | null;
  readonly answer: string | null;
}

export async function errorsAndRetries(honcho: Honcho): Promise<ErrorReport> {
  // #region validation
  let invalid: HonchoValidationError | undefined;
  try {
    await honcho.peer('not a valid id', { metadata: [] as never });
  } catch (error) {
    if (!(error instanceof HonchoValidationError)) throw error;
    invalid = error; // invalid.issues: every problem at once; nothing was sent
  }
  // #endregion validation

  // #region http
  const session = await honcho.session('support-42');
  let notFound: NotFoundError | undefined;
  try {
    await session.updateMessage('no-such-message', { flagged: true });
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    notFound = error; // notFound.status: 404, notFound.name: 'NotFoundError'; also .body and .code
  }
  // #endregion http

  // #region per-call
  const alice = await honcho.peer('alice');
  await session.addMessages([alice.message('I keep a sourdough starter called Gerald.')]);
  let timedOut: APITimeoutError | undefined;
  try {
    // One deadline for the whole call, retries included; no retries for this call.
    await alice.chat('What is the sourdough starter called?', { timeout: 2_000, maxRetries: 0 });
  } catch (error) {
    if (!(error instanceof APITimeoutError)) throw error;
    timedOut = error;
  }
  // Every error the SDK throws is a HonchoError with status, code and body.
  const answer = await alice.chat('What is the sourdough starter called?', { maxRetries: 5 }).catch((error: unknown) => {
    if (error instanceof HonchoError) console.error(error.status, error.code);
    throw error;
  });
  // #endregion per-call
  return {
    invalid: invalid?.issues ?? [],
    notFound: { status: notFound?.status ?? 0, name: notFound?.name ?? '' },
    timedOut: timedOut?.message ?? null,
    answer,
  };
}

if (isMain(import.meta.url)) await runExample(({ honcho }) => errorsAndRetries(honcho));
