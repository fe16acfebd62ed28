import type { Message, MessagePage } from '@honcho-ai/api-types';
import type { EmulatorRoute, EmulatorContext } from '../emulator/emulator-context.js';
import { httpError, notFound } from '../http/http-error.js';
import { paginate, readPageRequest } from '../http/pagination.js';
import { parseJsonBody } from '../http/read-json-body.js';
import { jsonResponse } from '../http/responses.js';
import type { MessageInput } from '../store/memory-store.js';
import { toMessage } from '../store/wire.js';
import { extractPdfText } from '../upload/extract-pdf-text.js';
import { splitText } from '../upload/split-text.js';
import { messageConfiguration } from '../validation/configuration.js';
import { applyFilters, checkFilters, FILTER_FIELDS } from '../validation/filter-body.js';
import { metadata } from '../validation/shared-fields.js';
import { issue, messages as issueMessages, RequestValidationError, type ValidationIssue } from '../validation/validation-issue.js';
import { array, datetime, isPlainObject, nullable, object, optional, string } from '../validation/validators.js';
import { filteredListBody } from './workspace-routes.js';
import { sessionOf } from './session-routes.js';
import type { RouteHandler } from '../http/route-table.js';

/** Longest message content (`MAX_MESSAGE_SIZE`). */
export const MAX_MESSAGE_CHARS = 25_000;
/** Most messages in one create call. */
export const MAX_MESSAGES_PER_BATCH = 100;
/** Largest upload (`MAX_FILE_SIZE`, 5 MiB). */
export const MAX_UPLOAD_BYTES = 5_242_880;

const S = '/v3/workspaces/{workspace_id}/sessions/{session_id}';

const messageCreate = () =>
  object({
    content: string({ max: MAX_MESSAGE_CHARS, stripNul: true }),
    peer_id: string(),
    metadata: optional(nullable(metadata())),
    configuration: optional(nullable(messageConfiguration())),
    created_at: optional(nullable(datetime())),
  });

const createMessages: RouteHandler<EmulatorContext> = async ({ request, params, context: { store } }) => {
  const body = await parseJsonBody(request, object({ messages: array(messageCreate(), { min: 1, max: MAX_MESSAGES_PER_BATCH }) }), {
    required: true,
  });
  // As on the server, writing to a session creates it (and its workspace) on first use.
  const workspace = store.ensureWorkspace(params.workspace_id as string).record;
  const session = store.ensureSession(workspace, params.session_id as string).record;
  const created = store.appendMessages(workspace, session, body.messages);
  return jsonResponse(created.map(toMessage) satisfies Message[], 201);
};

/** Upload content types the server converts: PDF, any text, JSON. */
function isSupportedType(type: string): boolean {
  const base = type.split(';')[0]?.trim().toLowerCase() ?? '';
  return base === 'application/pdf' || base === 'application/json' || base.startsWith('text/');
}

/** JSON in a form field, or `undefined` when it does not parse (the server silently ignores it). */
function formJson(value: FormDataEntryValue | null): unknown {
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

const uploadMessages: RouteHandler<EmulatorContext> = async ({ request, params, context: { store } }) => {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new RequestValidationError([
      issue(['body', 'file'], 'missing', issueMessages.missing(), null),
      issue(['body', 'peer_id'], 'missing', issueMessages.missing(), null),
    ]);
  }
  const file = form.get('file');
  const peerId = form.get('peer_id');
  const missing: ValidationIssue[] = [];
  if (file === null || typeof file === 'string') missing.push(issue(['body', 'file'], 'missing', issueMessages.missing(), null));
  if (typeof peerId !== 'string') missing.push(issue(['body', 'peer_id'], 'missing', issueMessages.missing(), null));
  if (missing.length > 0 || file === null || typeof file === 'string' || typeof peerId !== 'string') {
    throw new RequestValidationError(missing);
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    throw httpError(413, `File size (${file.size} bytes) exceeds maximum allowed size (${MAX_UPLOAD_BYTES} bytes)`);
  }
  if (!isSupportedType(file.type)) {
    throw httpError(415, `Unsupported file type: ${file.type || 'unknown'}. Supported types are application/pdf, text/* and application/json`);
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const isPdf = file.type.toLowerCase().startsWith('application/pdf');
  const text = isPdf ? await extractPdfText(bytes) : new TextDecoder().decode(bytes);
  if (isPdf && text.trim() === '') {
    throw httpError(422, 'No text could be extracted from this PDF; the emulator reads only simple text PDFs');
  }
  const parsedMetadata = formJson(form.get('metadata'));
  const parsedConfiguration = formJson(form.get('configuration'));
  const createdAtField = form.get('created_at');
  const createdAt = typeof createdAtField === 'string' && !Number.isNaN(Date.parse(createdAtField)) ? new Date(createdAtField).toISOString() : null;
  const inputs: MessageInput[] = splitText(text, MAX_MESSAGE_CHARS).map((content) => ({
    peer_id: peerId,
    content,
    metadata: isPlainObject(parsedMetadata) ? parsedMetadata : null,
    configuration: isPlainObject(parsedConfiguration) ? parsedConfiguration : null,
    created_at: createdAt,
  }));
  const workspace = store.ensureWorkspace(params.workspace_id as string).record;
  const session = store.ensureSession(workspace, params.session_id as string).record;
  const created = store.appendMessages(workspace, session, inputs);
  return jsonResponse(created.map(toMessage) satisfies Message[], 201);
};

/** `.../messages` routes. */
export const messageRoutes: EmulatorRoute[] = [
  { method: 'POST', path: `${S}/messages`, handler: createMessages },
  // The server keeps the pre-2.6 trailing-slash route for old clients.
  { method: 'POST', path: `${S}/messages/`, handler: createMessages },
  { method: 'POST', path: `${S}/messages/upload`, handler: uploadMessages },
  {
    method: 'POST',
    path: `${S}/messages/list`,
    handler: async ({ request, url, params, context: { store } }) => {
      const page = readPageRequest(url.searchParams);
      const body = await parseJsonBody(request, filteredListBody(), { required: false });
      checkFilters(body.filters, FILTER_FIELDS.messages);
      const { session } = sessionOf(store, params);
      const records = applyFilters(session.messages, body.filters, FILTER_FIELDS.messages);
      return jsonResponse(paginate(records.map(toMessage), page) satisfies MessagePage);
    },
  },
  {
    method: 'GET',
    path: `${S}/messages/{message_id}`,
    handler: ({ params, context: { store } }) => {
      const { session } = sessionOf(store, params);
      const message = session.messages.find((candidate) => candidate.id === params.message_id);
      if (!message) throw notFound(`Message with ID ${params.message_id as string} not found`);
      return jsonResponse(toMessage(message) satisfies Message);
    },
  },
  {
    method: 'PUT',
    path: `${S}/messages/{message_id}`,
    handler: async ({ request, params, context: { store } }) => {
      const body = await parseJsonBody(request, object({ metadata: optional(nullable(metadata())) }), { required: true });
      const { session } = sessionOf(store, params);
      const message = session.messages.find((candidate) => candidate.id === params.message_id);
      if (!message) throw notFound('Message not found');
      if (body.metadata != null) message.metadata = body.metadata;
      return jsonResponse(toMessage(message) satisfies Message);
    },
  },
];
