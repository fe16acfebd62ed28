import { defineTool } from '../mcp-tool.js';
import { filtersField, idField, metadataField, SERVER_LIMITS } from './input-fields.js';
import { sessionHandle } from './resource-handles.js';
import type { SessionInput } from './session-tools.js';
import { APPENDS, READS } from './tool-annotations.js';
import { messageOutput, pageInfo } from './tool-outputs.js';
import { workspaceScopedInput } from './workspace-id-field.js';

interface MessageToAdd {
  readonly peer_id: string;
  readonly content: string;
  readonly metadata?: Record<string, unknown>;
}

interface AddMessagesInput extends SessionInput {
  readonly messages: readonly MessageToAdd[];
}

/** `add_messages_to_session`: record conversation turns. @internal */
export const addMessagesToSessionTool = defineTool<AddMessagesInput>({
  name: 'add_messages_to_session',
  title: 'Add messages to a session',
  description:
    'Record conversation turns in a session, in order, each with the peer_id of who said it (up to 100 per call). ' +
    'Honcho reasons about them in the background (get_queue_status shows progress). A missing session or sender is created, and senders join the session. ' +
    'Not idempotent: calling it twice stores the messages twice. Returns { session_id, messages: [{ id, content, peer_id, session_id, metadata, created_at, token_count }] } as stored.',
  inputSchema: workspaceScopedInput(
    {
      session_id: idField('The session to add the messages to.'),
      messages: {
        type: 'array',
        description: 'The messages, oldest first.',
        minItems: 1,
        maxItems: SERVER_LIMITS.itemsPerRequest,
        items: {
          type: 'object',
          description: 'One message.',
          properties: {
            peer_id: idField('Who said it: a peer id (letters, digits, _ and -).'),
            content: { type: 'string', description: 'What was said, up to 25000 characters.', maxLength: SERVER_LIMITS.messageContentMaxLength },
            metadata: metadataField('Key-value metadata to keep with the message, e.g. {"channel": "email"}.'),
          },
          required: ['peer_id', 'content'],
          additionalProperties: false,
        },
      },
    },
    ['session_id', 'messages'],
  ),
  annotations: APPENDS,
  run: async ({ workspace_id, session_id, messages }, call) => {
    const stored = await sessionHandle(call.workspace(workspace_id), session_id).addMessages(
      messages.map((message) => ({ peerId: message.peer_id, content: message.content, metadata: message.metadata })),
      { signal: call.signal },
    );
    return { session_id, messages: stored.map(messageOutput) };
  },
});

interface GetMessagesInput extends SessionInput {
  readonly filters?: Record<string, unknown>;
}

/** `get_session_messages`: a session's messages, filtered. @internal */
export const getSessionMessagesTool = defineTool<GetMessagesInput>({
  name: 'get_session_messages',
  title: 'Read the messages of a session',
  description:
    "Read a session's messages, oldest first: the first 100 that match the filters (total says how many match; narrow with filters, e.g. on created_at, to reach later ones). " +
    'Returns { session_id, messages: [{ id, content, peer_id, session_id, metadata, created_at, token_count }], total, page, size, pages }.',
  inputSchema: workspaceScopedInput(
    {
      session_id: idField('The session.'),
      filters: filtersField('Which messages to return, e.g. {"peer_id": "alice"} for what one peer said.'),
    },
    ['session_id'],
  ),
  annotations: READS,
  run: async ({ workspace_id, session_id, filters }, call) => {
    const page = await sessionHandle(call.workspace(workspace_id), session_id).messages({ filters, size: SERVER_LIMITS.pageSizeMax, signal: call.signal });
    return { session_id, messages: page.items.map(messageOutput), ...pageInfo(page) };
  },
});

interface GetMessageInput extends SessionInput {
  readonly message_id: string;
}

/** `get_session_message`: one message by id. @internal */
export const getSessionMessageTool = defineTool<GetMessageInput>({
  name: 'get_session_message',
  title: 'Read one message',
  description:
    'Read one message of a session by its id (from search, get_session_messages or add_messages_to_session). An unknown id is an error. ' +
    'Returns { id, content, peer_id, session_id, metadata, created_at, token_count }.',
  inputSchema: workspaceScopedInput(
    {
      session_id: idField('The session the message is in.'),
      message_id: idField('The message id.'),
    },
    ['session_id', 'message_id'],
  ),
  annotations: READS,
  run: async ({ workspace_id, session_id, message_id }, call) =>
    messageOutput(await sessionHandle(call.workspace(workspace_id), session_id).getMessage(message_id, { signal: call.signal })),
});
