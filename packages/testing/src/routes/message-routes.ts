import type { Message, MessagePage } from '@honcho-ai/api-types';
import type { EmulatorRoute, EmulatorContext } from '../emulator/emulator-context.js';
import { httpError, notFound } from '../http/http-error.js';
import { paginate, readPageRequest } from '../http/pagination.js';
import { parseJsonBody } from '../http/read-json-body.js';
import { jsonResponse } from '../http/responses.js';
import { formatPydantic, formatStored, type DateTimeValue } from '../datetime/datetime-value.js';
import { parseIsoDatetime } from '../datetime/parse-iso-datetime.js';
import { pydanticDatetime } from '../datetime/pydantic-datetime.js';
import type { MemoryStore, MessageInput } from '../store/memory-store.js';
import type { MessageRecord, SessionRecord, WorkspaceRecord } from '../store/records.js';
import { toMessage } from '../store/wire.js';
import { messageWorkUnits } from '../memory/queue-status.js';
import { multipartPartHeaders } from '../upload/multipart-parts.js';
import { splitText } from '../upload/split-text.js';
import { extractUploadText } from '../upload/upload-text.js';
import { messageConfiguration } from '../validation/configuration.js';
import { applyFilters, checkFilters, FILTER_FIELDS } from '../validation/filter-body.js';
import { metadata } from '../validation/shared-fields.js';
import { issue, messages as issueMessages, RequestValidationError, type ValidationIssue } from '../validation/validation-issue.js';
import { array, INVALID, nullable, object, optional, string, type Validator } from '../validation/validators.js';
import { filteredListBody } from './workspace-routes.js';
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
    created_at: optional(nullable(pydanticDatetime())),
  });

/**
 * The session messages are written to, created (with its workspace) on first
 * use as the server does; one whose deletion has begun is not found.
 */
function writableSession(store: MemoryStore, params: Readonly<Record<string, string>>): { workspace: WorkspaceRecord; session: SessionRecord } {
  const workspace = store.ensureWorkspace(params.workspace_id as string).record;
  const session = store.ensureSession(workspace, params.session_id as string).record;
  if (!session.is_active) throw notFound(`Session ${session.id} not found in workspace ${workspace.id}`);
  return { workspace, session };
}

/**
 * Stores the messages and answers with them. A `created_at` the client gave
 * is stored in UTC (as the server's database keeps it) but echoed in the
 * create response as given, offset or lack of one included: the server
 * answers with the values it parsed, not with what it stored.
 */
function storeMessages(context: EmulatorContext, params: Readonly<Record<string, string>>, inputs: readonly (MessageInput & { givenAt: DateTimeValue | null })[]): Response {
  const { store } = context;
  const { workspace, session } = writableSession(store, params);
  const created = store.appendMessages(
    workspace,
    session,
    inputs.map(({ givenAt, ...input }) => ({ ...input, created_at: givenAt ? formatStored(givenAt) : null })),
  );
  announceDrainedWork(context, workspace, session, created);
  const body = created.map((record, index): Message => {
    const givenAt = inputs[index]?.givenAt;
    return { ...toMessage(record), ...(givenAt ? { created_at: formatPydantic(givenAt) } : {}) };
  });
  return jsonResponse(body satisfies Message[], 201);
}

/**
 * The emulator processes queued work at once, so each work unit the new
 * messages queued drains at once too: one `queue.empty` per unit, with the
 * fields the server's deriver reads off its work-unit key (a summary's key
 * holds Python's `str(None)` for observer and observed).
 */
function announceDrainedWork(context: EmulatorContext, workspace: WorkspaceRecord, session: SessionRecord, created: readonly MessageRecord[]): void {
  if (!context.webhooks.enabled) return;
  for (const unit of messageWorkUnits(workspace, session, created)) {
    context.webhooks.publish(context.store, workspace.id, 'queue.empty', {
      workspace_id: workspace.id,
      queue_type: unit.queueType,
      session_id: session.id,
      observer: unit.queueType === 'summary' ? 'None' : null,
      observed: unit.queueType === 'summary' ? 'None' : unit.observed,
    });
  }
}

const createMessages: RouteHandler<EmulatorContext> = async ({ request, params, context }) => {
  const body = await parseJsonBody(request, object({ messages: array(messageCreate(), { min: 1, max: MAX_MESSAGES_PER_BATCH }) }), {
    required: true,
  });
  return storeMessages(
    context,
    params,
    body.messages.map(({ created_at, ...message }) => ({ ...message, givenAt: created_at ?? null })),
  );
};

/** The last value of a form field: the server reads repeated fields as the last one sent. */
function lastField(form: FormData, name: string): FormDataEntryValue | null {
  return form.getAll(name).at(-1) ?? null;
}

/** JSON in a form field, or `undefined` when it is empty or does not parse (the server silently ignores it). */
function formJson(value: FormDataEntryValue | null): unknown {
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/** The upload's `created_at`: ISO 8601 as Python reads it once `Z` is spelled `+00:00`; anything else is ignored. */
function uploadCreatedAt(value: FormDataEntryValue | null): DateTimeValue | null {
  if (typeof value !== 'string' || value === '') return null;
  return parseIsoDatetime(value.replaceAll('Z', '+00:00')) ?? null;
}

/**
 * The upload's metadata and configuration. The server validates them after
 * the form is read, outside request validation, so a value of the wrong
 * shape (a list for metadata, say) fails as an unhandled error: 500.
 */
function uploadOptions(form: FormData): Pick<MessageInput, 'metadata' | 'configuration'> {
  const issues: ValidationIssue[] = [];
  const read = <T>(validate: Validator<T>, name: string): T | null => {
    const value = formJson(lastField(form, name));
    if (value === undefined || value === null) return null;
    const result = validate(value, [name], issues);
    return result === INVALID ? null : result;
  };
  const options = { metadata: read(metadata(), 'metadata'), configuration: read(messageConfiguration(), 'configuration') };
  if (issues.length > 0) throw httpError(500, 'An unexpected error occurred');
  return options;
}

const missing = (field: string) => issue(['body', field], 'missing', issueMessages.missing(), null);

const uploadMessages: RouteHandler<EmulatorContext> = async ({ request, params, context }) => {
  const raw = new Uint8Array(await request.arrayBuffer());
  const contentType = request.headers.get('content-type');
  let form: FormData;
  try {
    form = await new Response(raw, { headers: contentType ? { 'content-type': contentType } : {} }).formData();
  } catch {
    // Not a form at all (a JSON body, say): both fields are missing, peer_id first as the server lists them.
    throw new RequestValidationError([missing('peer_id'), missing('file')]);
  }
  const file = lastField(form, 'file');
  const peerId = lastField(form, 'peer_id');
  const problems: ValidationIssue[] = [];
  // An empty form value counts as missing, as FastAPI reads forms.
  const hasPeer = typeof peerId === 'string' && peerId !== '';
  if (!hasPeer) problems.push(missing('peer_id'));
  // The server reads the other form fields as soon as peer_id is there, before it looks at the file.
  const options = hasPeer ? uploadOptions(form) : {};
  if (file === null || file === '') problems.push(missing('file'));
  else if (typeof file === 'string') {
    problems.push(issue(['body', 'file'], 'value_error', issueMessages.valueError("Expected UploadFile, received: <class 'str'>"), file, { error: {} }));
  }
  if (problems.length > 0 || typeof peerId !== 'string' || file === null || typeof file === 'string') throw new RequestValidationError(problems);
  const givenAt = uploadCreatedAt(lastField(form, 'created_at'));
  if (file.size > MAX_UPLOAD_BYTES) {
    throw httpError(413, `File size (${file.size} bytes) exceeds maximum allowed size (${MAX_UPLOAD_BYTES} bytes)`);
  }
  // The part's Content-Type as sent: the server matches it exactly.
  const partType = multipartPartHeaders(raw, contentType).filter((part) => part.name === 'file').at(-1)?.contentType ?? null;
  const text = await extractUploadText(partType, new Uint8Array(await file.arrayBuffer()));
  return storeMessages(
    context,
    params,
    splitText(text, MAX_MESSAGE_CHARS).map((content) => ({ peer_id: peerId, content, ...options, givenAt })),
  );
};

/** The session's stored messages; none when the workspace or session does not exist, since the server only queries rows. */
function storedMessages(store: MemoryStore, params: Readonly<Record<string, string>>): MessageRecord[] {
  return store.data.get(params.workspace_id as string)?.sessions.get(params.session_id as string)?.messages ?? [];
}

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
      const records = applyFilters(storedMessages(store, params), body.filters, FILTER_FIELDS.messages);
      return jsonResponse(paginate(records.map(toMessage), page) satisfies MessagePage);
    },
  },
  {
    method: 'GET',
    path: `${S}/messages/{message_id}`,
    handler: ({ params, context: { store } }) => {
      const message = storedMessages(store, params).find((candidate) => candidate.id === params.message_id);
      if (!message) throw notFound(`Message with ID ${params.message_id as string} not found`);
      return jsonResponse(toMessage(message) satisfies Message);
    },
  },
  {
    method: 'PUT',
    path: `${S}/messages/{message_id}`,
    handler: async ({ request, params, context: { store } }) => {
      const body = await parseJsonBody(request, object({ metadata: optional(nullable(metadata())) }), { required: true });
      const message = storedMessages(store, params).find((candidate) => candidate.id === params.message_id);
      if (!message) throw notFound('Message not found');
      if (body.metadata != null) message.metadata = body.metadata;
      return jsonResponse(toMessage(message) satisfies Message);
    },
  },
];
