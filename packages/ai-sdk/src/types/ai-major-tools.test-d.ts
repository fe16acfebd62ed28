// Compiled three times: by the vitest type check (where `ai` is ai 6) and by
// the package's `typecheck` script with `ai` mapped to ai 5
// (tsconfig.types-ai5.json) and to ai 7 (tsconfig.types-ai7.json), so the
// tools are proven against every major's own `generateText`, `streamText` and
// `ToolSet`.
import { generateText, streamText, type LanguageModel, type ToolSet } from 'ai';
import { describe, expectTypeOf, it } from 'vitest';
import { createHoncho, type HonchoChatOutput, type HonchoTools } from '../index.js';

declare const model: LanguageModel;
const honcho = createHoncho({ workspaceId: 'types' });
const tools = honcho.tools({ userId: 'alice', sessionId: 'chat-1' });

describe('honcho.tools()', () => {
  it("is a ToolSet of the installed major, accepted by generateText and streamText", () => {
    expectTypeOf(tools).toMatchTypeOf<ToolSet>();
    void generateText({ model, tools, prompt: 'What should I focus on today?' });
    void streamText({ model, tools: { ...tools, extra: tools.honcho_chat }, prompt: 'Hi' });
    const picked: Pick<HonchoTools, 'honcho_chat' | 'honcho_search'> = { honcho_chat: tools.honcho_chat, honcho_search: tools.honcho_search };
    void generateText({ model, tools: picked, prompt: 'Only two tools' });
  });

  it('keeps each tool input and output type', () => {
    const execute = tools.honcho_chat.execute;
    if (execute === undefined) return;
    expectTypeOf(execute).parameter(0).toEqualTypeOf<{ query: string; reasoningLevel?: 'minimal' | 'low' | 'medium' | 'high' | 'max' | undefined }>();
    expectTypeOf(execute).returns.resolves.toEqualTypeOf<HonchoChatOutput>();
    // @ts-expect-error the query must be a string
    void execute({ query: 42 }, { toolCallId: 'call-1', messages: [] });
  });

  it('needs a userId', () => {
    // @ts-expect-error tools need a userId
    honcho.tools({ sessionId: 'chat-1' });
  });
});
