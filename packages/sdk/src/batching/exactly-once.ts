import { HonchoError, isPlainObject, z, type InputSpec } from '@honcho-ai/sdk-core';
import type { SendBatch } from './write-in-batches.js';
import { writeOutcome } from './write-outcome.js';

/**
 * The metadata key that carries a message's write id. Set it yourself to give
 * a message an id that holds across runs (an import's source message id, say);
 * otherwise `exactlyOnce` writes put one there.
 */
export const WRITE_ID_METADATA_KEY = 'honcho_write_id';

/** Longest write id accepted, in characters. */
const MAX_WRITE_ID_LENGTH = 200;

/** Rounds of look-up-then-resend for one batch before its failure is reported. */
const RECONCILE_ROUNDS = 3;

/**
 * What an exactly-once write did, message by message.
 *
 * @example
 * ```ts
 * const write = await session.addMessages(turns, { exactlyOnce: true });
 * console.log(`${write.sent.length} sent, ${write.alreadyWritten.length} already there`);
 * ```
 */
export interface ExactlyOnceWrite<T> {
  /** Every message as stored, in input order: the ones this call sent and the ones found already written. */
  readonly messages: T[];
  /** Input indices of the messages this call wrote. */
  readonly sent: number[];
  /**
   * Input indices of the messages found already written and not sent again:
   * by an earlier run (ids you gave), or by a request of this call whose
   * answer was lost.
   */
  readonly alreadyWritten: number[];
  /** Each message's write id, in input order (the value under {@link WRITE_ID_METADATA_KEY}). */
  readonly writeIds: string[];
}

/**
 * Thrown, as the failure of a batch, when an exactly-once write could not
 * find out which of its messages were stored after an ambiguous failure: the
 * look-up by write id failed (for instance a server that refuses the metadata
 * filter). The SDK does not guess; the batch is reported `unknown`, with this
 * error's `cause` saying why the look-up failed.
 */
export class WriteLookupError extends HonchoError {
  static override readonly kind: string = 'WriteLookupError';

  /** The write ids whose state is unknown. */
  readonly writeIds: readonly string[];

  constructor(writeIds: readonly string[], cause: unknown) {
    super(
      `${writeIds.length} message(s) may or may not have been written: the request's answer was lost, and looking them up by ${WRITE_ID_METADATA_KEY} failed (${cause instanceof Error ? cause.message : String(cause)})`,
      0,
      { code: 'write_lookup_failed', cause },
    );
    this.writeIds = writeIds;
  }
}

/** The write id a message's metadata gives, when it gives one. */
export function givenWriteId(metadata: Record<string, unknown> | undefined): string | undefined {
  const value = metadata?.[WRITE_ID_METADATA_KEY];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The write ids given in messages' metadata (a list of messages, or one):
 * each a non-empty string of at most 200 characters, none used twice in one
 * call (a repeat names the first use as `messages[i]`, as `addMessages`
 * calls its list). Messages that are not objects are left to the message rules.
 */
export const givenWriteIdsSpec: InputSpec<unknown> = z.unknown().check(
  z.superRefine((messages: unknown, context) => {
    const list: readonly unknown[] = Array.isArray(messages) ? messages : [messages];
    const firstIndex = new Map<string, number>();
    list.forEach((message, index) => {
      const metadata = isPlainObject(message) && isPlainObject(message.metadata) ? message.metadata : undefined;
      if (metadata === undefined || !(WRITE_ID_METADATA_KEY in metadata)) return;
      const value = metadata[WRITE_ID_METADATA_KEY];
      const path = [...(Array.isArray(messages) ? [index] : []), 'metadata', WRITE_ID_METADATA_KEY];
      if (typeof value !== 'string' || value.length === 0 || value.length > MAX_WRITE_ID_LENGTH) {
        context.addIssue({ code: 'custom', path, input: value, message: `must be a non-empty string of at most ${MAX_WRITE_ID_LENGTH} characters` });
        return;
      }
      const earlier = firstIndex.get(value);
      if (earlier !== undefined) context.addIssue({ code: 'custom', path, input: value, message: `repeats the write id of messages[${earlier}]: each message of a call needs its own` });
      else firstIndex.set(value, index);
    });
  }),
);

/**
 * A write id for each item: the one its metadata gives, else one derived from
 * where it is written, who sent it, what it says, its place in the call, and
 * a random id of this call. The random part is why a derived id only guards
 * this call's own retries: two calls may rightly write the same words at the
 * same place ("yes" twice in a conversation), and a purely content-derived id
 * would make the second look already written. Give ids to make reruns safe.
 */
export async function writeIdsFor(
  items: readonly { readonly peerId: string; readonly content: string; readonly metadata?: Record<string, unknown> | undefined }[],
  scope: readonly string[],
): Promise<string[]> {
  const call = globalThis.crypto.randomUUID();
  return Promise.all(items.map(async (item, index) => givenWriteId(item.metadata) ?? `hw_${await sha256Hex(JSON.stringify([...scope, item.peerId, item.content, index, call]))}`.slice(0, 35)));
}

async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Finds the stored items among `writeIds`, keyed by write id. */
export type LookUpWritten<TResult> = (writeIds: readonly string[]) => Promise<Map<string, TResult>>;

/**
 * Wraps a batch sender so that a failure which leaves a batch's fate unknown
 * (the request was sent, the answer was lost) is reconciled: the batch's
 * write ids are looked up, only the missing items are sent again, and the
 * found ones are recorded in `found`. A failure that proves nothing was
 * written is passed on as it is; so is one that persists past three rounds.
 */
export function reconcilingSender<TInput, TResult>(
  send: SendBatch<TInput, TResult>,
  writeIdOf: (item: TInput) => string,
  lookUp: LookUpWritten<TResult>,
  found: Set<string>,
): SendBatch<TInput, TResult> {
  return async (batch, context) => {
    const stored = new Map<string, TResult>();
    let pending = batch;
    for (let round = 1; ; round++) {
      try {
        const created = await send(pending, context);
        pending.forEach((item, index) => stored.set(writeIdOf(item), created[index] as TResult));
        return batch.map((item) => stored.get(writeIdOf(item)) as TResult);
      } catch (error) {
        if (writeOutcome(error) !== 'unknown' || context.signal?.aborted === true || round === RECONCILE_ROUNDS) throw error;
        const ids = pending.map(writeIdOf);
        let existing: Map<string, TResult>;
        try {
          existing = await lookUp(ids);
        } catch (lookupError) {
          throw new WriteLookupError(ids, lookupError);
        }
        for (const [id, item] of existing) {
          stored.set(id, item);
          found.add(id);
        }
        pending = pending.filter((item) => !existing.has(writeIdOf(item)));
        if (pending.length === 0) return batch.map((item) => stored.get(writeIdOf(item)) as TResult);
      }
    }
  };
}
