/**
 * The `openai` client talking to Honcho's OpenAI-compatible endpoint: the
 * model string names the workspace and peer, headers scope the question, and
 * streaming and structured output work as they do with OpenAI.
 */
import { buildModelString, honchoHeaders, openAIClientOptions } from '@honcho-ai/openai-compat';
import OpenAI from 'openai';
import { isMain, runExample, type ExampleContext } from '../run-example.js';
import { startConversation } from './shared/conversation.js';

/** Each call's answer. */
export interface OpenAIAnswers {
  readonly plain: string | null;
  readonly streamed: string;
  readonly chunks: number;
  readonly scoped: string | null;
  readonly structured: { city: string } | null;
}

export async function openaiClient({ honcho, baseURL, apiKey, workspaceId }: ExampleContext): Promise<OpenAIAnswers> {
  const { session } = await startConversation(honcho);
  // #region client
  // baseURL: the Honcho URL + '/v1'; apiKey: the Honcho key (a placeholder when the server needs none).
  const openai = new OpenAI(openAIClientOptions({ baseURL, apiKey }));
  const model = buildModelString(workspaceId, 'alice'); // 'workspace/<id>/peer/alice': alice's memory answers
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
