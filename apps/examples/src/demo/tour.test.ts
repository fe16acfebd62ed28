import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

describe('the demo tour (npm run demo)', () => {
  it('runs end to end against the embedded emulator and the stand-in model provider, and shows every section', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
    // As `npm run demo` from a fresh clone: no server and no model provider configured.
    delete env.HONCHO_URL;
    delete env.HONCHO_API_KEY;
    delete env.OPENAI_BASE_URL;
    delete env.OPENAI_API_KEY;
    const result = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), ['src/demo/tour.ts'], { cwd: root, env, encoding: 'utf8', timeout: 60_000 });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const output = result.stdout;
    expect(output).toMatch(/Started the embedded emulator at http:\/\/127\.0\.0\.1:\d+/);
    expect(output).toMatch(/Models: OpenAI's API at http:\/\/127\.0\.0\.1:\d+\/v1 \(OPENAI_BASE_URL\): the stand-in model provider/);
    expect(output).toContain('Session onboarding has peers: alice, assistant');
    expect(output).toContain('writing ██████████████████████████████ 400/400');
    expect(output).toContain('The server holds 400 messages in 80 pages of 5.');
    expect(output).toMatch(/Created 2 conclusions: \S+, \S+/);
    expect(output).toContain('"My favourite food is sushi, especially salmon nigiri."');
    expect(output).toContain('training:   I am training for a half marathon in the spring.');
    expect(output).toContain('language:   I am learning Japanese so I can travel to Kyoto next year.');
    expect(output).toMatch(/conclusion \S+ \[explicit\]: "alice goes hiking every Saturday morning"/);
    expect(output).toMatch(/\d+ chunks; the evidence arrived with the last one: 1 message, \d conclusions?\./);
    expect(output).toMatch(/chat\.completion chatcmpl-honcho-\S+: Based on 1 message about alice: "I am learning Japanese/);
    expect(output).toMatch(/streamed in \d+ chat\.completion\.chunk events: .*dark roast coffee/);
    // openai('gpt-4o') through the middleware: the stand-in's reply quotes the memory block it was sent.
    expect(output).toContain("const model = memory.wrap(openai('gpt-4o'), { userId: 'alice', sessionId: 'onboarding' });");
    expect(output).toContain('Reply: From memory: "alice hikes on Saturdays and is learning Japanese".');
    expect(output).toContain('Persisted to session onboarding: alice: "Plan my Saturday hike." | assistant: "From memory: "alice hikes on Saturdays and is learning Japanese"."');
    // new OpenAI() with Honcho's tools: the stand-in asks honcho_chat the user's question, then quotes its answer.
    expect(output).toContain('The model called 1 Honcho tool (6 offered); each result went back as a tool message:');
    expect(output).toContain('honcho_chat({"query":"What does alice drink in the evening?"}) -> {"answer":"Based on 1 message about alice: \\"I prefer tea in the evening');
    expect(output).toContain('Reply: From honcho_chat: "Based on 1 message about alice: "I prefer tea in the evening because coffee keeps me awake." (alice, session onboarding).".');
    expect(output).toContain('MCP: the same tools for Claude Desktop, Cursor and any MCP client');
    expect(output).toContain('"args": ["-y", "@honcho-ai/mcp", "--peer", "alice"]');
    expect(output).toContain(
      'The honcho-mcp command, over stdio, offers 6 tools: honcho_chat, honcho_search, honcho_context, honcho_get_representation, honcho_save_conclusion, honcho_search_conclusions',
    );
    expect(output).toContain('honcho_chat -> {"answer":"Based on 1 message about alice: \\"I prefer tea in the evening because coffee keeps me awake.\\" (alice, session onboarding)."}');
    expect(output).toContain('LangChain: createAgent with Honcho middleware');
    expect(output).toContain("The second run's model got only its own message; the middleware put the first turn in its system message, and the reply quotes it:");
    expect(output).toContain('Reply: From memory: "[user:alice] I am going to Kyoto in April.".');
    expect(output).toContain('Saved once per run, after the agent: alice: "I am going to Kyoto in April." | assistant: "From memory: ');
    expect(output).toContain('| alice: "When is my Kyoto trip?" | assistant: "From memory: "[user:alice] I am going to Kyoto in April."."');
    expect(output).toContain('The emulator stored 406 messages, 2 peers, 1 session and 3 conclusions.');
    expect(output).toContain("To look through what the tour stored in a browser: npm run demo -- --inspect keeps the emulator's data after the tour and serves the inspector on it.");
    expect(output).not.toContain('Inspector');
    // Plain output when not on a terminal: no escape codes.
    expect(output).not.toContain('\u001b[');
  });
});
