/**
 * The guided tour behind `npm run demo`: a workspace, peers and a session,
 * a bulk import, and the dialectic in each of its forms. It starts the
 * embedded emulator (and stops it at the end) unless HONCHO_URL points at a
 * real Honcho server, in which case the same tour runs there. The models are
 * the ones an app names (`openai('gpt-4o')`, `new OpenAI()`,
 * `new ChatOpenAI()`), reached through OPENAI_BASE_URL: the stand-in model
 * provider unless it names another.
 */
import { openai as openaiProvider } from '@ai-sdk/openai';
import { createHoncho } from '@honcho-ai/ai-sdk';
import { honchoMiddleware } from '@honcho-ai/langchain/middleware';
import { HumanMessage } from '@langchain/core/messages';
import { ChatOpenAI } from '@langchain/openai';
import { createAgent } from 'langchain';
import { buildModelString, honchoOpenAITools, openAIClientOptions } from '@honcho-ai/openai-compat';
import { startInspector, type RunningInspector } from '@honcho-ai/inspector';
import { Honcho } from '@honcho-ai/sdk';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { generateText } from 'ai';
import OpenAI from 'openai';
import { startEmulator } from '@honcho-ai/testing/node';
import { z } from 'zod';
import { honchoMcpCommand } from '../examples/mcp-client.js';
import { rerunWithStandInModel } from '../stand-in-model.js';
import { aliceSays, bulkHistory } from './conversation.js';
import { code, line, progress, section, style } from './terminal.js';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

// Without OPENAI_BASE_URL, the tour runs again in a child process pointed at the stand-in model provider.
const rerun = await rerunWithStandInModel();
if (rerun !== undefined) process.exit(rerun);

const external = process.env.HONCHO_URL;
/** `npm run demo -- --inspect`: after the tour, keep the server's data up and serve the inspector on it. */
const inspect = process.argv.slice(2).includes('--inspect');
const emulator = external ? undefined : await startEmulator({ port: 0 });
let inspector: RunningInspector | undefined;

try {
  section('Connect');
  const honcho = new Honcho({
    baseURL: external ?? emulator?.url,
    workspaceId: process.env.HONCHO_WORKSPACE_ID ?? 'honcho-demo',
  });
  line(
    external
      ? `Using the Honcho server at ${style.bold(external)} (HONCHO_URL).`
      : `Started the embedded emulator at ${style.bold(emulator?.url ?? '')}: an in-memory Honcho, no account or keys needed.`,
  );
  line(`Client: ${String(honcho)}  ${style.dim('(the API key, if any, never appears in output)')}`);
  line(`Models: OpenAI's API at ${style.bold(process.env.OPENAI_BASE_URL ?? '')} (OPENAI_BASE_URL)${process.env.OPENAI_API_KEY === 'stand-in' ? ': the stand-in model provider, which answers offline and quotes what it was sent' : ''}.`);

  section('Workspace, peers and a session');
  code(`const alice = await honcho.peer('alice');\nconst session = await honcho.session('onboarding');\nawait session.addPeers([alice, assistant]);`);
  const alice = await honcho.peer('alice', { metadata: { plan: 'pro' } });
  const assistant = await honcho.peer('assistant', { configuration: { observeMe: false } });
  const session = await honcho.session('onboarding');
  await session.addPeers([alice, assistant]);
  const members = await session.peers();
  line(`Session ${style.bold(session.id)} has peers: ${members.map((peer) => peer.id).join(', ')}`);

  section('Messages, added in bulk');
  const history = bulkHistory(200);
  code(`await session.addMessages(history.map((m) => peer(m.peerId).message(m.content)));  // ${history.length} messages`);
  const bar = progress('writing', history.length);
  const batchSize = 50;
  for (let start = 0; start < history.length; start += batchSize) {
    const batch = history.slice(start, start + batchSize);
    await session.addMessages(batch.map((item) => (item.peerId === 'alice' ? alice : assistant).message(item.content)));
    bar.update(Math.min(start + batchSize, history.length));
  }
  bar.finish();
  const page = await session.messages({ size: 5 });
  line(`The server holds ${style.bold(String(page.total))} messages in ${page.pages} pages of ${page.size}.`);

  section('Conclusions: what Honcho has concluded about a peer');
  code(`await alice.conclusions.create([{ content: 'alice goes hiking every Saturday morning', sessionId: session }]);`);
  const concluded = await alice.conclusions.create([
    { content: 'alice goes hiking every Saturday morning', sessionId: session },
    { content: 'alice prefers savoury food over sweet food', sessionId: session },
  ]);
  line(`Created ${concluded.length} conclusions: ${concluded.map((item) => item.id).join(', ')}`);

  section('Ask: a plain answer');
  code(`await alice.chat('What food does alice love?')`);
  const answer = await alice.chat('What food does alice love?');
  line(style.green(answer ?? '(no answer: nothing relevant in memory)'));

  section('Ask for a typed object (zod schema)');
  const Profile = z.object({
    weekends: z.string().describe('What alice does on Saturdays'),
    training: z.string().describe('The race alice is training for'),
    language: z.string().nullable().describe('The language alice is learning'),
    confidence: z.number().min(0).max(1).describe('How strongly the evidence supports this, 0 to 1'),
  });
  const question = 'What does alice do on Saturdays, what is she training for, and which language is she learning?';
  code(`const Profile = z.object({ weekends: z.string(), training: z.string(), language: z.string().nullable(), confidence: z.number() });\nconst profile = await alice.chat(question, { responseFormat: Profile });  // typed as z.infer<typeof Profile> | null`);
  const profile = await alice.chat(question, { responseFormat: Profile });
  if (profile) {
    line(`weekends:   ${style.green(profile.weekends)}`);
    line(`training:   ${style.green(profile.training)}`);
    line(`language:   ${style.green(profile.language ?? 'null')}`);
    line(`confidence: ${style.green(profile.confidence.toFixed(2))}  ${style.dim('(the schema was checked before sending; the answer was validated on the way back)')}`);
  } else {
    line('(no answer)');
  }

  section('Ask with evidence: what supports the answer');
  code(`await alice.chat('Where does alice hike?', { includeEvidence: true })`);
  const withEvidence = await alice.chat('Where does alice hike?', { includeEvidence: true });
  line(style.green(withEvidence.content ?? '(no answer)'));
  for (const message of withEvidence.evidence?.messages ?? []) {
    line(`${style.yellow('message')} ${message.id} (${message.peer_id}, ${message.session_id}): "${message.content_preview}"`);
  }
  for (const conclusion of withEvidence.evidence?.conclusions ?? []) {
    line(`${style.yellow('conclusion')} ${conclusion.id} [${conclusion.level}]: "${conclusion.content}"`);
  }
  for (const call of withEvidence.evidence?.tool_calls ?? []) {
    line(`${style.dim(`tool ${call.tool_name} ${JSON.stringify(call.tool_input)}`)}`);
  }

  section('Stream the answer as it arrives');
  code(`const stream = await alice.chatStream('What is alice training for?', { includeEvidence: true });\nfor await (const delta of stream) process.stdout.write(delta);`);
  const stream = await alice.chatStream('What is alice training for?', { includeEvidence: true });
  process.stdout.write('   ');
  let deltas = 0;
  for await (const delta of stream) {
    deltas += 1;
    process.stdout.write(style.green(delta));
  }
  process.stdout.write('\n');
  const cited = stream.evidence;
  line(`${deltas} chunks; the evidence arrived with the last one: ${plural(cited?.messages.length ?? 0, 'message')}, ${plural(cited?.conclusions.length ?? 0, 'conclusion')}.`);

  section('The openai client, through /v1/chat/completions');
  const baseURL = external ?? emulator?.url ?? '';
  code(`const openai = new OpenAI(openAIClientOptions({ session: 'onboarding' }));\nawait openai.chat.completions.create({ model: '${buildModelString(honcho.workspaceId, 'alice')}', messages: [...] });`);
  const openai = new OpenAI(openAIClientOptions({ baseURL, apiKey: process.env.HONCHO_API_KEY, session: session.id }));
  const completion = await openai.chat.completions.create({
    model: buildModelString(honcho.workspaceId, alice.id),
    messages: [
      { role: 'system', content: 'You are a helpful assistant.' },
      { role: 'user', content: 'Which language is alice learning, and why?' },
    ],
  });
  line(`${style.dim(`${completion.object} ${completion.id}:`)} ${style.green(completion.choices[0]?.message.content ?? '(no answer)')}`);
  const streamed = await openai.chat.completions.create({
    model: buildModelString(honcho.workspaceId, alice.id),
    messages: [{ role: 'user', content: 'What coffee does alice drink?' }],
    stream: true,
  });
  let chunks = 0;
  let text = '';
  for await (const chunk of streamed) {
    chunks += 1;
    text += chunk.choices[0]?.delta.content ?? '';
  }
  line(`${style.dim(`streamed in ${chunks} chat.completion.chunk events:`)} ${style.green(text)}`);

  section('AI SDK: generateText with Honcho memory');
  code(`const memory = createHoncho({ client: honcho });\nconst model = memory.wrap(openai('gpt-4o'), { userId: 'alice', sessionId: 'onboarding' });\nconst { text } = await generateText({ model, prompt: 'Plan my Saturday hike.' });`);
  // What the assistant has concluded about alice becomes her representation in the assistant's context.
  await assistant.conclusionsOf(alice).create([{ content: 'alice hikes on Saturdays and is learning Japanese', sessionId: session }]);
  const memory = createHoncho({ client: honcho });
  const model = memory.wrap(openaiProvider('gpt-4o'), { userId: alice.id, sessionId: session.id, assistantId: assistant.id, contextTokens: 120 });
  const generated = await generateText({ model, system: 'You are a friendly planner.', prompt: 'Plan my Saturday hike.' });
  line('The middleware put what Honcho knows about alice into the system prompt; the reply quotes the lines it used:');
  line(`Reply: ${style.green(generated.text)}`);
  const latest = await session.messages({ reverse: true, size: 2 });
  line(`Persisted to session ${session.id}: ${[...latest.items].reverse().map((message) => `${message.peerId}: "${message.content}"`).join(' | ')}`);

  section('Honcho as a tool: OpenAI function calling');
  code(`const tools = honchoOpenAITools({ client: honcho, defaultPeerId: 'alice', defaultObserverPeerId: 'assistant' });\nconst llm = new OpenAI();  // OPENAI_API_KEY, and OPENAI_BASE_URL when set\nconst reply = await llm.chat.completions.create({ model: 'gpt-4o', messages, tools: tools.definitions });\nmessages.push(reply.choices[0].message, ...(await tools.executeToolCalls(reply.choices[0].message.tool_calls)));`);
  const llm = new OpenAI({ maxRetries: 0 });
  const tools = honchoOpenAITools({ client: honcho, defaultPeerId: alice.id, defaultObserverPeerId: assistant.id, defaultSessionId: session.id });
  const toolMessages: OpenAI.Chat.ChatCompletionMessageParam[] = [{ role: 'user', content: 'What does alice drink in the evening?' }];
  const toolReply = await llm.chat.completions.create({ model: 'gpt-4o', messages: toolMessages, tools: tools.definitions });
  const toolCall = toolReply.choices[0]!.message;
  const results = await tools.executeToolCalls(toolCall.tool_calls);
  line(`The model called ${plural(results.length, 'Honcho tool')} (${tools.definitions.length} offered); each result went back as a tool message:`);
  for (const [index, result] of results.entries()) {
    const call = toolCall.tool_calls?.[index];
    const name = call?.type === 'function' ? `${call.function.name}(${call.function.arguments})` : '?';
    line(style.dim(`  ${name} -> ${result.content.length > 100 ? `${result.content.slice(0, 100)}…` : result.content}`));
  }
  toolMessages.push(toolCall, ...results);
  const toolAnswer = await llm.chat.completions.create({ model: 'gpt-4o', messages: toolMessages, tools: tools.definitions });
  line(`Reply: ${style.green(toolAnswer.choices[0]?.message.content ?? '')}`);

  section('MCP: the same tools for Claude Desktop, Cursor and any MCP client');
  code(`// claude_desktop_config.json: { "mcpServers": { "honcho": { "command": "npx", "args": ["-y", "@honcho-ai/mcp", "--peer", "alice"] } } }\nconst client = new Client({ name: 'my-agent', version: '1.0.0' });\nawait client.connect(new StdioClientTransport({ command: 'npx', args: ['-y', '@honcho-ai/mcp', '--peer', 'alice'] }));\nawait client.callTool({ name: 'honcho_chat', arguments: { query: 'What does alice drink in the evening?' } });`);
  const mcp = new Client({ name: 'honcho-demo', version: '1.0.0' });
  // The installed command, which is what npx runs; the server's one log line (on stderr) is not shown.
  await mcp.connect(
    new StdioClientTransport({
      command: honchoMcpCommand,
      args: ['--peer', alice.id],
      env: { HONCHO_URL: baseURL, HONCHO_WORKSPACE_ID: honcho.workspaceId, ...(process.env.HONCHO_API_KEY ? { HONCHO_API_KEY: process.env.HONCHO_API_KEY } : {}) },
      stderr: 'ignore',
    }),
  );
  try {
    const { tools: mcpTools } = await mcp.listTools();
    line(`The honcho-mcp command, over stdio, offers ${plural(mcpTools.length, 'tool')}: ${mcpTools.map((tool) => tool.name).join(', ')}`);
    const called = (await mcp.callTool({ name: 'honcho_chat', arguments: { query: 'What does alice drink in the evening?' } })) as CallToolResult;
    const calledText = called.content.map((block) => (block.type === 'text' ? block.text : '')).join('');
    line(style.dim(`  honcho_chat -> ${calledText.length > 160 ? `${calledText.slice(0, 160)}…` : calledText}`));
  } finally {
    await mcp.close();
  }
  line(`${style.bold('--tools all')} adds the workspace tools (peers, sessions, messages, conclusions); ${style.bold('--transport http')} serves them over Streamable HTTP.`);

  section('LangChain: createAgent with Honcho middleware');
  code(
    `const agent = createAgent({ model: new ChatOpenAI({ model: 'gpt-4o' }), middleware: [honchoMiddleware({ client: honcho })] });\nconst config = { configurable: { honcho: { userId: 'alice', sessionId: 'onboarding' } } };\nawait agent.invoke({ messages: [new HumanMessage('I am going to Kyoto in April.')] }, config);\nawait agent.invoke({ messages: [new HumanMessage('When is my Kyoto trip?')] }, config);  // a new run, no checkpointer`,
  );
  const agent = createAgent({ model: new ChatOpenAI({ model: 'gpt-4o' }), systemPrompt: 'You are a travel planner.', middleware: [honchoMiddleware({ client: honcho, contextTokens: 40 })] });
  const runConfig = { configurable: { honcho: { userId: alice.id, sessionId: session.id, assistantId: assistant.id } } };
  await agent.invoke({ messages: [new HumanMessage('I am going to Kyoto in April.')] }, runConfig);
  const recalled = await agent.invoke({ messages: [new HumanMessage('When is my Kyoto trip?')] }, runConfig);
  line(`The second run's model got only its own message; the middleware put the first turn in its system message, and the reply quotes it:`);
  line(`Reply: ${style.green(recalled.messages.at(-1)?.text ?? '')}`);
  const planned = await session.messages({ reverse: true, size: 4 });
  line(`Saved once per run, after the agent: ${[...planned.items].reverse().map((message) => `${message.peerId}: "${message.content}"`).join(' | ')}`);

  section('Done');
  line(`Alice told the assistant ${aliceSays.length} distinct facts; every answer above was built from them.`);
  if (emulator) {
    const counts = emulator.store.counts();
    line(`The emulator stored ${plural(counts.messages, 'message')}, ${plural(counts.peers, 'peer')}, ${plural(counts.sessions, 'session')} and ${plural(counts.conclusions, 'conclusion')}.`);
  }
  line(`Next: ${style.bold('npm test')} runs every test; the packages' READMEs show each feature.`);
  if (inspect) {
    section('Inspector');
    inspector = await startInspector({ baseURL: external ?? emulator?.url, workspaceId: honcho.workspaceId });
    line(`See what Honcho remembers: open ${style.bold(inspector.url)}`);
    line(style.dim(`(the ${external ? 'server' : 'emulator'} and the inspector keep running until Ctrl+C; the link's token guards the inspector's API)`));
  } else {
    line(`To look through what the tour stored in a browser: ${style.bold('npm run demo -- --inspect')} keeps the ${external ? 'server' : 'emulator'}'s data after the tour and serves the inspector on it.`);
  }
} finally {
  if (!inspector) await emulator?.close();
}

if (inspector) {
  const running = inspector;
  const stop = () => void Promise.all([running.close(), emulator?.close()]).then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
