import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaErrors } from '../model-provider/test-support/schema-check.js';
import { startModelProvider, type RunningModelProvider } from './start-model-provider.js';

// The real `openai` client over real HTTP: what a server pointed at the provider's base URL does.
let provider: RunningModelProvider;
let client: OpenAI;

beforeAll(async () => {
  provider = await startModelProvider({
    port: 0,
    toolCalls: [[{ name: 'search_memory', arguments: { query: 'tea' } }]],
  });
  client = new OpenAI({ apiKey: 'test-key', baseURL: provider.baseURL, maxRetries: 0 });
});
afterAll(() => provider.close());

const SEARCH_TOOL = {
  type: 'function',
  function: {
    name: 'search_memory',
    description: 'Search what is known about the user',
    parameters: { type: 'object', properties: { query: { type: 'string' }, top_k: { type: 'integer', minimum: 1, maximum: 20 } }, required: ['query', 'top_k'] },
  },
} as const;

const cosine = (x: readonly number[], y: readonly number[]) => x.reduce((sum, value, index) => sum + value * (y[index] ?? 0), 0);

describe('startModelProvider with the openai client', () => {
  it('answers a plain chat with a final message built from the prompt, with usage', async () => {
    const completion = await client.chat.completions.create({
      model: 'gpt-5-mini',
      messages: [
        { role: 'system', content: 'You are helpful.' },
        { role: 'user', content: 'Alice said she loves green tea.' },
      ],
      max_completion_tokens: 200,
      reasoning_effort: 'low',
      verbosity: 'low',
      temperature: 0.2,
      top_p: 1,
      seed: 7,
      stop: ['\n\n\n'],
      n: 1,
      user: 'alice',
      metadata: { purpose: 'test' },
      store: false,
      service_tier: 'auto',
      logprobs: false,
      prediction: { type: 'content', content: 'x' },
      // What `extra_body` adds on the wire: unknown provider fields.
      ...({ reasoning: { max_tokens: 100 }, top_k: 3 } as object),
    });
    expect(completion.object).toBe('chat.completion');
    expect(completion.choices[0]?.message.content).toBe('Alice said she loves green tea.');
    expect(completion.choices[0]?.finish_reason).toBe('stop');
    expect(completion.usage?.prompt_tokens).toBeGreaterThan(0);
    expect(completion.usage?.total_tokens).toBe((completion.usage?.prompt_tokens ?? 0) + (completion.usage?.completion_tokens ?? 0));
    const logged = provider.requests.at(-1);
    expect(logged).toMatchObject({ method: 'POST', path: '/v1/chat/completions', endpoint: 'chat', status: 200 });
    expect(logged?.body).toMatchObject({ model: 'gpt-5-mini', reasoning_effort: 'low', reasoning: { max_tokens: 100 } });
  });

  it('makes a tool call with valid arguments when tool_choice is required, and the scripted one on turn 0', async () => {
    const forced = await client.chat.completions.create({
      model: 'gpt-4.1',
      messages: [{ role: 'user', content: 'What does Alice drink?' }],
      tools: [{ ...SEARCH_TOOL, function: { ...SEARCH_TOOL.function, name: 'lookup' } }],
      tool_choice: 'required',
      parallel_tool_calls: false,
    });
    const call = forced.choices[0]?.message.tool_calls?.[0];
    expect(forced.choices[0]?.finish_reason).toBe('tool_calls');
    expect(call?.type === 'function' && call.function.name).toBe('lookup');
    const args: unknown = call?.type === 'function' ? JSON.parse(call.function.arguments) : undefined;
    expect(schemaErrors(SEARCH_TOOL.function.parameters, args)).toEqual([]);

    const scripted = await client.chat.completions.create({ model: 'gpt-4.1', messages: [{ role: 'user', content: 'Tea?' }], tools: [SEARCH_TOOL] });
    const scriptedCall = scripted.choices[0]?.message.tool_calls?.[0];
    expect(scriptedCall?.type === 'function' && JSON.parse(scriptedCall.function.arguments)).toEqual({ query: 'tea' });

    // Turn 1 (after the tool result) has no script entry: the final answer reads the tool result.
    const final = await client.chat.completions.create({
      model: 'gpt-4.1',
      tools: [SEARCH_TOOL],
      messages: [
        { role: 'user', content: 'Tea?' },
        { role: 'assistant', content: null, tool_calls: scripted.choices[0]?.message.tool_calls ?? [] },
        { role: 'tool', tool_call_id: scriptedCall?.id ?? '', content: 'Alice drinks sencha every morning.' },
      ],
    });
    expect(final.choices[0]?.message.tool_calls).toBeUndefined();
    expect(final.choices[0]?.message.content).toContain('Alice drinks sencha every morning.');
  });

  it('answers json_schema strict requests with JSON that conforms, and parse() reads it', async () => {
    const schema = {
      $defs: {
        Fact: {
          type: 'object',
          properties: { content: { type: 'string' }, kind: { type: 'string', enum: ['preference', 'fact'] }, when: { anyOf: [{ type: 'string', format: 'date' }, { type: 'null' }] } },
          required: ['content', 'kind', 'when'],
          additionalProperties: false,
        },
      },
      type: 'object',
      properties: { facts: { type: 'array', items: { $ref: '#/$defs/Fact' }, minItems: 1 }, count: { type: 'integer' } },
      required: ['facts', 'count'],
      additionalProperties: false,
    };
    const completion = await client.chat.completions.parse({
      model: 'gpt-4o',
      messages: [{ role: 'user', content: 'Extract facts.\n<messages>\nalice: I prefer oolong.\nalice: I moved to Porto.\n</messages>' }],
      response_format: { type: 'json_schema', json_schema: { name: 'Facts', schema, strict: true } },
    });
    const parsed = completion.choices[0]?.message.parsed;
    expect(schemaErrors(schema, parsed)).toEqual([]);
    expect(parsed).toMatchObject({ facts: [{ content: 'alice: I prefer oolong.' }, { content: 'alice: I moved to Porto.' }] });
  });

  it('streams chunks that the client iterates, ending at [DONE], with a usage chunk and streamed tool calls', async () => {
    const stream = await client.chat.completions.create({
      model: 'gpt-4o',
      messages: [{ role: 'user', content: 'Tell me about the weather today.' }],
      stream: true,
      stream_options: { include_usage: true },
    });
    let text = '';
    let finish: string | null | undefined;
    let usage: OpenAI.CompletionUsage | null | undefined;
    let chunks = 0;
    for await (const chunk of stream) {
      chunks += 1;
      text += chunk.choices[0]?.delta.content ?? '';
      finish = chunk.choices[0]?.finish_reason ?? finish;
      if (chunk.usage) usage = chunk.usage;
    }
    expect(chunks).toBeGreaterThan(3);
    expect(text).toBe('Tell me about the weather today.');
    expect(finish).toBe('stop');
    expect(usage?.completion_tokens).toBeGreaterThan(0);

    const toolStream = client.chat.completions.stream({ model: 'gpt-4o', messages: [{ role: 'user', content: 'Tea?' }], tools: [SEARCH_TOOL] });
    const final = await toolStream.finalChatCompletion();
    const call = final.choices[0]?.message.tool_calls?.[0];
    expect(call?.type === 'function' && JSON.parse(call.function.arguments)).toEqual({ query: 'tea' });
    expect(final.choices[0]?.finish_reason).toBe('tool_calls');
  });

  it('embeds with float and base64 encodings alike, honours dimensions, and ranks similar texts closer', async () => {
    const texts = ['Alice loves drinking green tea', 'Alice loves green tea a lot', 'The stock market fell sharply on Monday'];
    const asBase64 = await client.embeddings.create({ model: 'text-embedding-3-small', input: texts });
    const asFloat = await client.embeddings.create({ model: 'text-embedding-3-small', input: texts, encoding_format: 'float' });
    expect(asBase64.data).toHaveLength(3);
    expect(asBase64.data[0]?.embedding).toHaveLength(1536);
    expect(asBase64.data.map((item) => item.embedding)).toEqual(asFloat.data.map((item) => item.embedding));
    expect(provider.requests.at(-2)?.body).toMatchObject({ encoding_format: 'base64' });
    expect(asFloat.usage.prompt_tokens).toBeGreaterThan(0);

    const [tea, teaAgain, stocks] = asFloat.data.map((item) => item.embedding) as [number[], number[], number[]];
    expect(cosine(tea, tea)).toBeCloseTo(1, 5);
    expect(cosine(tea, teaAgain)).toBeGreaterThan(cosine(tea, stocks) + 0.3);

    const small = await client.embeddings.create({ model: 'text-embedding-3-small', input: 'Alice loves drinking green tea', dimensions: 64 });
    expect(small.data[0]?.embedding).toHaveLength(64);
  });

  it('refuses a bad request with a 400 in OpenAI error shape', async () => {
    const failure = await client.embeddings.create({ model: 'm', input: [] }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OpenAI.BadRequestError);
    expect((failure as InstanceType<typeof OpenAI.BadRequestError>).error).toMatchObject({ type: 'invalid_request_error', param: 'input' });
  });

  it('lets a client retry through injected failures', async () => {
    const flaky = await startModelProvider({ port: 0, faults: { failRate: 1, failStatus: 503, retryAfter: 0, times: 2 } });
    try {
      const retrying = new OpenAI({ apiKey: 'test-key', baseURL: flaky.baseURL, maxRetries: 2 });
      const completion = await retrying.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'Still there?' }] });
      expect(completion.choices[0]?.message.content).toBe('Still there?');
      expect(flaky.stats).toMatchObject({ requests: 3, injectedFailures: 2 });
    } finally {
      await flaky.close();
    }
  });

  it('lists models', async () => {
    const models = [];
    for await (const model of client.models.list()) models.push(model.id);
    expect(models).toEqual(['honcho-testing-chat', 'honcho-testing-embedding']);
  });
});
