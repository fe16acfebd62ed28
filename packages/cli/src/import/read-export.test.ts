import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ImportInputError } from './imported-conversation.js';
import { planImport } from './plan-import.js';
import { readExport } from './read-export.js';

const fixtures = join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'import');
const scratch = mkdtempSync(join(tmpdir(), 'honcho-import-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Writes `content` to a scratch file and reads it as an export; resolves to the error it fails with. */
async function refusal(name: string, content: unknown): Promise<ImportInputError> {
  const path = join(scratch, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  const error = await readExport(path).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!ImportInputError.isInstance(error)) throw new Error(`expected an ImportInputError, got ${String(error)}`);
  return error;
}

describe('a ChatGPT export', () => {
  it('is told from its shape, and gives the current branch of each conversation, user and assistant text only, with times', async () => {
    const { format, conversations } = await readExport(join(fixtures, 'chatgpt-conversations.json'));
    expect(format).toBe('chatgpt');
    const [bees, weather] = conversations;
    expect(bees?.title).toBe('Bees on the roof');
    // n2 was regenerated (n3 is on the branch); the hidden system message is left out; the image part is not text.
    expect(bees?.messages.map((message) => [message.role, message.content])).toEqual([
      ['user', 'I keep bees on my roof.'],
      ['assistant', 'Lovely! How many hives do you have?'],
      ['user', 'Two hives, here is a photo.'],
      ['assistant', 'Two hives is a good start.'],
    ]);
    expect(bees?.skipped).toBe(1);
    expect(bees?.messages[0]?.createdAt).toBe('2024-12-04T08:13:21.000Z');
    expect(bees?.messages.map((message) => message.sourceId)).toEqual(['n1', 'n3', 'n4', 'n5']);
    // The tool's output is not a message of the conversation.
    expect(weather?.messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(weather?.skipped).toBe(1);
  });

  it('names the file, the conversation and the field it cannot read', async () => {
    const broken = await refusal('loop.json', [{ conversation_id: 'c-1', current_node: 'a', mapping: { a: { parent: 'b', message: null }, b: { parent: 'a', message: null } } }]);
    expect(broken.message).toBe(`${join(scratch, 'loop.json')}, conversation c-1: mapping.b.parent: loops back to a node already on the branch`);
    expect(broken.conversation).toBe('c-1');
    expect(broken.field).toBe('mapping.b.parent');
    const role = await refusal('role.json', [{ id: 'c-2', current_node: 'a', mapping: { a: { parent: null, message: { author: {}, content: { parts: ['hi'] } } } } }]);
    expect(role.message).toContain('conversation c-2: mapping.a.message.author.role: must be a string');
    const node = await refusal('node.json', [{ id: 'c-3', current_node: 'zz', mapping: {} }]);
    expect(node.message).toContain('conversation c-3: current_node: must name a node of mapping, got "zz"');
  });
});

describe('a Claude export', () => {
  it('is told from its shape, takes text or content blocks, and leaves out messages without text', async () => {
    const { format, conversations } = await readExport(join(fixtures, 'claude-conversations.json'));
    expect(format).toBe('claude');
    expect(conversations[0]?.messages.map((message) => [message.role, message.content, message.createdAt])).toEqual([
      ['user', 'My starter is called Clint.', '2024-11-02T10:00:01.000Z'],
      ['assistant', 'Clint is a great name for a starter.', '2024-11-02T10:00:04.000Z'],
    ]);
    expect(conversations[0]?.skipped).toBe(1);
  });

  it('names the message whose sender it does not know', async () => {
    const error = await refusal('sender.json', [{ uuid: 'k-1', chat_messages: [{ text: 'hi', sender: 'robot' }] }]);
    expect(error.message).toContain('conversation k-1: chat_messages[0].sender: must be "human" or "assistant", got "robot"');
  });
});

describe('a JSONL history', () => {
  it('takes roles or named peers, groups by sessionId, and names a bad line', async () => {
    const { format, conversations } = await readExport(join(fixtures, 'history.jsonl'));
    expect(format).toBe('jsonl');
    expect(conversations.map((conversation) => [conversation.sourceId, conversation.messages.map((message) => message.peerId ?? message.role)])).toEqual([
      ['history', ['user', 'assistant']],
      ['coaching', ['coach']],
    ]);
    const error = await refusal('bad.jsonl', '{"role":"user","content":"ok"}\n{"role":"user","content":42}\n');
    expect(error.message).toBe(`${join(scratch, 'bad.jsonl')}, conversation line 2: content: must be a string`);
    expect((await refusal('time.jsonl', '{"role":"user","content":"x","createdAt":"yesterday"}\n')).message).toContain('line 1: createdAt: must be a time');
  });
});

describe('planImport', () => {
  it('gives each message a write id from the export, keeps its time, and splits one too long for the server without cutting a word', () => {
    const long = Array.from({ length: 6_000 }, (_, i) => `word${i}`).join(' ');
    const plan = planImport('chatgpt', [{ sourceId: 'conv-1', title: 'Long', skipped: 0, messages: [{ role: 'user', content: long, sourceId: 'm1', createdAt: '2024-01-01T00:00:00.000Z' }] }], { userId: 'me', assistantId: 'gpt' });
    const messages = plan.sessions[0]?.messages ?? [];
    expect(plan.sessions[0]?.sessionId).toBe('chatgpt-conv-1');
    expect(plan.split).toBe(1);
    expect(messages.length).toBeGreaterThan(1);
    expect(messages.every((message) => message.content.length <= 25_000)).toBe(true);
    expect(messages.map((message) => message.content).join('')).toBe(long);
    expect(messages.every((message, index) => index === messages.length - 1 || message.content.endsWith(' '))).toBe(true);
    expect(messages.map((message) => message.metadata?.honcho_write_id)).toEqual(messages.map((_, part) => `chatgpt:conv-1:m1:${part}`));
    expect(new Set(messages.map((message) => message.createdAt))).toEqual(new Set(['2024-01-01T00:00:00.000Z']));
    expect(new Set(messages.map((message) => message.peerId))).toEqual(new Set(['me']));
  });
});
