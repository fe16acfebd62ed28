import { type ImportedConversation, type ImportedMessage, ImportInputError, isoTime, objectOrUndefined } from './imported-conversation.js';

/**
 * The conversations of a Claude data export (`conversations.json`): a list
 * of conversations (`uuid`, `name`), each with its `chat_messages` in order
 * (`uuid`, `sender` `human` or `assistant`, `text` or `content` blocks,
 * `created_at`). Messages without text are left out and counted.
 */
export function readClaudeExport(json: unknown, file: string): ImportedConversation[] {
  if (!Array.isArray(json)) throw new ImportInputError({ file, field: '(root)' }, 'must be a list of conversations (Claude conversations.json)');
  return json.map((raw, index) => {
    const conversation = objectOrUndefined(raw);
    const fallbackId = `#${index}`;
    if (conversation === undefined) throw new ImportInputError({ file, conversation: fallbackId, field: '(conversation)' }, 'must be an object');
    const id = typeof conversation.uuid === 'string' ? conversation.uuid : fallbackId;
    const at = (field: string) => ({ file, conversation: id, field });
    if (!Array.isArray(conversation.chat_messages)) throw new ImportInputError(at('chat_messages'), 'must be a list of messages');
    const messages: ImportedMessage[] = [];
    let skipped = 0;
    conversation.chat_messages.forEach((rawMessage: unknown, position: number) => {
      const field = `chat_messages[${position}]`;
      const message = objectOrUndefined(rawMessage);
      if (message === undefined) throw new ImportInputError(at(field), 'must be an object');
      const sender = message.sender;
      if (sender !== 'human' && sender !== 'assistant') throw new ImportInputError(at(`${field}.sender`), `must be "human" or "assistant", got ${JSON.stringify(sender)}`);
      const text = messageText(message);
      if (text.trim() === '') {
        skipped += 1;
        return;
      }
      messages.push({
        role: sender === 'human' ? 'user' : 'assistant',
        content: text,
        createdAt: isoTime(message.created_at, at(`${field}.created_at`)),
        sourceId: typeof message.uuid === 'string' ? message.uuid : String(position),
      });
    });
    return { sourceId: id, title: typeof conversation.name === 'string' ? conversation.name : undefined, messages, skipped };
  });
}

/** `text`, or else the text of its `content` blocks. */
function messageText(message: Record<string, unknown>): string {
  if (typeof message.text === 'string' && message.text.trim() !== '') return message.text;
  if (!Array.isArray(message.content)) return '';
  return message.content
    .map((block) => objectOrUndefined(block))
    .filter((block) => block?.type === 'text' && typeof block.text === 'string')
    .map((block) => block?.text as string)
    .join('\n');
}
