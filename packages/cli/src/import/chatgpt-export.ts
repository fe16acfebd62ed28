import { type ImportedConversation, type ImportedMessage, ImportInputError, isoTime, objectOrUndefined } from './imported-conversation.js';

/**
 * The conversations of a ChatGPT data export (`conversations.json`): a list
 * of conversations, each a tree of messages (`mapping`, one node per
 * message with its `parent`, edits and regenerations as branches) and the
 * node the conversation ended on (`current_node`). The import takes the
 * current branch: from `current_node` up to the root, then in order. User
 * and assistant messages with text are kept; system prompts, tool output,
 * hidden messages and parts that are not text (images, files) are left out
 * and counted.
 */
export function readChatGptExport(json: unknown, file: string): ImportedConversation[] {
  if (!Array.isArray(json)) throw new ImportInputError({ file, field: '(root)' }, 'must be a list of conversations (ChatGPT conversations.json)');
  return json.map((raw, index) => readConversation(raw, index, file));
}

function readConversation(raw: unknown, index: number, file: string): ImportedConversation {
  const conversation = objectOrUndefined(raw);
  const fallbackId = `#${index}`;
  if (conversation === undefined) throw new ImportInputError({ file, conversation: fallbackId, field: '(conversation)' }, 'must be an object');
  const id = typeof conversation.conversation_id === 'string' ? conversation.conversation_id : typeof conversation.id === 'string' ? conversation.id : fallbackId;
  const at = (field: string) => ({ file, conversation: id, field });
  const mapping = objectOrUndefined(conversation.mapping);
  if (mapping === undefined) throw new ImportInputError(at('mapping'), 'must be an object of message nodes');
  const current = conversation.current_node;
  if (typeof current !== 'string' || mapping[current] === undefined) throw new ImportInputError(at('current_node'), `must name a node of mapping, got ${JSON.stringify(current)}`);

  // The current branch, walked up from where the conversation ended.
  const branch: string[] = [];
  const seen = new Set<string>();
  for (let nodeId: string | undefined = current, child: string | undefined; nodeId !== undefined; ) {
    if (seen.has(nodeId)) throw new ImportInputError(at(`mapping.${child}.parent`), 'loops back to a node already on the branch');
    seen.add(nodeId);
    const node = objectOrUndefined(mapping[nodeId]);
    if (node === undefined) throw new ImportInputError(at(`mapping.${child}.parent`), `names ${JSON.stringify(nodeId)}, which mapping does not have`);
    branch.push(nodeId);
    const parent = node.parent;
    if (parent !== null && parent !== undefined && typeof parent !== 'string') throw new ImportInputError(at(`mapping.${nodeId}.parent`), 'must be a node id or null');
    child = nodeId;
    nodeId = parent ?? undefined;
  }
  branch.reverse();

  const messages: ImportedMessage[] = [];
  let skipped = 0;
  for (const nodeId of branch) {
    const message = objectOrUndefined(objectOrUndefined(mapping[nodeId])?.message);
    if (message === undefined) continue; // the tree's root holds no message
    const field = `mapping.${nodeId}.message`;
    const role = objectOrUndefined(message.author)?.role;
    if (typeof role !== 'string') throw new ImportInputError(at(`${field}.author.role`), 'must be a string (user, assistant, system or tool)');
    const hidden = objectOrUndefined(message.metadata)?.is_visually_hidden_from_conversation === true;
    const text = messageText(message.content, at(`${field}.content`));
    if ((role !== 'user' && role !== 'assistant') || hidden || text.trim() === '') {
      skipped += 1;
      continue;
    }
    messages.push({ role, content: text, createdAt: isoTime(message.create_time, at(`${field}.create_time`)), sourceId: typeof message.id === 'string' ? message.id : nodeId });
  }
  return { sourceId: id, title: typeof conversation.title === 'string' ? conversation.title : undefined, messages, skipped };
}

/** The text of a message's content: its string parts (`text`, `multimodal_text`) or its `text` (`code`); other kinds have none. */
function messageText(content: unknown, at: { file: string; conversation: string; field: string }): string {
  const value = objectOrUndefined(content);
  if (value === undefined) throw new ImportInputError(at, 'must be an object with content_type');
  if (Array.isArray(value.parts)) return value.parts.filter((part): part is string => typeof part === 'string').join('\n');
  return typeof value.text === 'string' ? value.text : '';
}
