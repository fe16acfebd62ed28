/**
 * The two errors of structured output: a schema outside the server's subset is
 * refused before any request (SchemaValidationError), and an answer that does
 * not satisfy the schema is reported with the raw value (StructuredOutputError).
 */
import { SchemaValidationError, StructuredOutputError, type Honcho } from '@honcho-ai/sdk';
import { z } from 'zod';
import { isMain, runExample } from '../run-example.js';
import { startConversation } from './shared/conversation.js';

/** What each attempt reported. */
export interface StructuredOutputErrors {
  readonly unsupported: readonly { path: string; message: string }[];
  readonly mismatch: { readonly issues: readonly { path: string; message: string }[]; readonly value: unknown } | null;
}

export async function structuredOutputErrors(honcho: Honcho): Promise<StructuredOutputErrors> {
  const { alice } = await startConversation(honcho);

  // #region unsupported
  // A record is a schema-valued `additionalProperties`, outside the server's subset.
  const Scores = z.object({ scores: z.record(z.string(), z.number()) });
  let unsupported: SchemaValidationError | undefined;
  try {
    await alice.chat('How much does alice like each food?', { responseFormat: Scores });
  } catch (error) {
    if (!(error instanceof SchemaValidationError)) throw error;
    unsupported = error; // unsupported.issues: [{ path: '#/properties/scores', message: '... additionalProperties ...' }]
  }
  // #endregion unsupported

  // #region mismatch
  // A refinement is a rule JSON Schema cannot carry, so the server cannot enforce it: zod checks it on the way back.
  // (The emulator answers with whole sentences, so this one-word rule always fails against it.)
  const Short = z.object({
    city: z.string().refine((city) => !city.includes(' '), 'must be a single word').describe('The city alice moved to'),
  });
  let mismatch: StructuredOutputError | undefined;
  try {
    await alice.chat('Where did alice move?', { responseFormat: Short });
  } catch (error) {
    if (!(error instanceof StructuredOutputError)) throw error;
    mismatch = error; // mismatch.issues: which field failed; mismatch.value: the answer as received
  }
  // #endregion mismatch
  return { unsupported: unsupported?.issues ?? [], mismatch: mismatch ? { issues: mismatch.issues, value: mismatch.value } : null };
}

if (isMain(import.meta.url)) await runExample(({ honcho }) => structuredOutputErrors(honcho));
