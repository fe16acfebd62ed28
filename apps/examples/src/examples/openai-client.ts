/**
 * The `openai` client talking to Honcho's OpenAI-compatible endpoint: the
 * model string names the workspace and peer, headers scope the question, and
 * streaming and structured output work as they do with OpenAI.
 */
import { buildModelString, honchoHeaders, openAIClientOptions } from '@honcho-ai/openai-compat';
import OpenAI from 'openai';
import { isMain, runExample, type ExampleContext } from '../run-example.js';
import { startConversation } from './shared/conversation.js';
import { skipExample } from './shared/skip.js';

/** Each call's answer. */
export interface OpenAIAnswers {
  readonly plain: string | null;
  readonly streamed: string;
  readonly chunks: number;
  readonly scoped: string | null;
  readonly structured: { city: string } | null;
}

/** Asks alice's memory through the `openai` client; skipped on a server without `/v1/chat/completions` (3.0.12). */
export async function openaiClient(context: ExampleContext): Promise<OpenAIAnswers> {
  try {
    return await askThroughOpenAI(context);
  } catch (error) {
    if (isMissingEndpoint(error)) skipExample('this server does not offer the OpenAI-compatible endpoint (POST /v1/chat/completions)', error);
    throw error;
  }
}

/**
 * True when the server has no `/v1/chat/completions`: `openAIClientOptions()`'s fetch turns
 * that answer into an OpenAI-shaped error with code `endpoint_not_offered`; a client built
 * without it sees FastAPI's bare 404 (or a 405), whose body has no OpenAI `error` object. The
 * endpoint, where it exists, words each of its own refusals as one, so those still fail.
 */
function isMissingEndpoint(error: unknown): boolean {
  if (!(error instanceof OpenAI.APIError)) return false;
  if (error.code === 'endpoint_not_offered') return true;
  return (error.status === 404 || error.status === 405) && error.error === undefined;
}

async function askThroughOpenAI({ honcho }: ExampleContext): Promise<OpenAIAnswers> {
  const { session } = await startConversation(honcho);
  // #region client
  // The SDK client's Honcho URL + '/v1' (or HONCHO_URL), and the key from HONCHO_API_KEY (or apiKey;
  // a placeholder when the server needs none).
  const openai = new OpenAI(openAIClientOptions({ baseURL: honcho.baseURL }));
  const model = buildModelString(honcho.workspaceId, 'alice'); // 'workspace/<id>/peer/alice': alice's memory answers
  // #endregion client

  // #region create
  const completion = await openai.chat.completions.create({
    model,
    messages: [{ role: 'user', content: 'What coffee does alice drink?' }], // the last user message is the question
  });
  const plain = completion.choices[0]?.message.content ?? null;
  // #endregion create

  // #region stream
  const stream = await openai.chat.completions.create({ model, messages: [{ role: 'user', content: 'What is alice learning?' }], stream: true });
  let streamed = '';
  let chunks = 0;
  for await (const chunk of stream) {
    streamed += chunk.choices[0]?.delta.content ?? '';
    chunks += 1;
  }
  // #endregion stream

  // #region headers
  const scopedCompletion = await openai.chat.completions.create(
    { model, messages: [{ role: 'user', content: 'Where does alice hike?' }] },
    { headers: honchoHeaders({ session, reasoningLevel: 'medium' }) }, // only this session; think harder
  );
  const scoped = scopedCompletion.choices[0]?.message.content ?? null;
  // #endregion headers

  // #region json-schema
  const structuredCompletion = await openai.chat.completions.create({
    model,
    messages: [{ role: 'user', content: 'Which city did alice move to?' }],
    response_format: {
      type: 'json_schema',
      json_schema: {
        name: 'move',
        strict: true,
        schema: { type: 'object', properties: { city: { type: 'string', description: 'The city alice moved to' } }, required: ['city'], additionalProperties: false },
      },
    },
  });
  const json = structuredCompletion.choices[0]?.message.content;
  const structured = json ? (JSON.parse(json) as { city: string }) : null;
  // #endregion json-schema
  return { plain, streamed, chunks, scoped, structured };
}

if (isMain(import.meta.url)) await runExample(openaiClient);
