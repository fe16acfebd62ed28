import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APIUserAbortError, BatchWriteError, Honcho, type HonchoConfig } from '@honcho-ai/sdk';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import type { McpTool, McpToolCall } from '../src/tools/mcp-tool.js';
import { workspaceTools } from '../src/tools/workspace/workspace-tools.js';

// A client's cancellation reaches every request a workspace tool sends. For
// each tool, a good call is first run to count its requests; then, for each k,
// the call is run again and cancelled the moment its k-th request is about to
// be sent. That request's signal must have fired: the tool passed
// `{ signal: call.signal }` to the SDK call that sent it. The one exception is
// the SDK's workspace get-or-create on a client's first use, which is shared
// by every call of the client and deliberately left to finish (sdk
// internal/ensure-once.ts): there the cancelled call must still end at once,
// though the request is made to hang. A request a tool sent without the
// signal would keep the call waiting, and is reported with its method and path.

const WORKSPACE = 'ws-signal';
/** How long a request that ignores the cancellation hangs. */
const HANG_MS = 1_000;

/** What the hanging workspace get-or-create finally answers, long after the call was cancelled. */
function hungWorkspaceAnswer(): Response {
  const workspace = { id: WORKSPACE, metadata: {}, configuration: {}, created_at: new Date().toISOString() };
  return new Response(JSON.stringify(workspace), { status: 200, headers: { 'content-type': 'application/json' } });
}

/** A request as the recording fetch saw it. */
interface SeenRequest {
  readonly label: string;
  readonly signal: AbortSignal | undefined;
}

/** The call ended because it was cancelled: the SDK's abort error, or a batch write (messages, conclusions) whose batch was aborted. */
function isAbort(error: unknown): boolean {
  if (APIUserAbortError.isInstance(error)) return true;
  return BatchWriteError.isInstance(error) && error.failures.length > 0 && error.failures.every((failure) => APIUserAbortError.isInstance(failure.error));
}

function requestOf(input: Request | URL | string, init: RequestInit | undefined): SeenRequest {
  const request = input instanceof Request ? input : undefined;
  const url = new URL(request?.url ?? String(input));
  return { label: `${init?.method ?? request?.method ?? 'GET'} ${url.pathname}`, signal: init?.signal ?? request?.signal ?? undefined };
}

describe('every request of every workspace tool follows the call signal', () => {
  let emulator: RunningEmulator;
  const ids: { message: string; conclusions: string[] } = { message: '', conclusions: [] };

  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 });
    const honcho = new Honcho({ baseURL: emulator.url, workspaceId: WORKSPACE, maxRetries: 0 });
    const [alice] = await Promise.all([honcho.peer('alice'), honcho.peer('assistant')]);
    const trip = await honcho.session('trip', { peers: ['alice', 'assistant'] });
    const [first] = await trip.addMessages([alice.message('I love hiking in the Alps'), { peerId: 'assistant', content: 'Noted.' }]);
    ids.message = first?.id ?? '';
    const saved = await alice.conclusions.create(Array.from({ length: 10 }, (_, index) => ({ content: `Fact number ${index}` })));
    ids.conclusions = saved.map((conclusion) => conclusion.id);
    await Promise.all(Array.from({ length: 10 }, (_, index) => honcho.session(`doomed-${index}`)));
  });
  afterAll(async () => {
    await emulator.close();
  });

  /** Good arguments for each tool, against the state made above; destructive ones take a fresh target per run. */
  let run = 0;
  const argumentsFor = (name: string): Record<string, unknown> => {
    run += 1;
    const good: Record<string, Record<string, unknown>> = {
      list_workspaces: {},
      create_workspace: { metadata: { purpose: 'signals' } },
      inspect_workspace: {},
      search: { query: 'hiking', peer_id: 'alice' },
      get_metadata: { peer_id: 'alice' },
      set_metadata: { session_id: 'trip', metadata: { topic: 'travel' } },
      create_peer: { peer_id: 'carol', configuration: { observe_me: true } },
      list_peers: {},
      chat: { peer_id: 'alice', query: 'What does alice like?' },
      get_peer_card: { peer_id: 'alice' },
      set_peer_card: { peer_id: 'alice', peer_card: ['Hikes'] },
      get_peer_context: { peer_id: 'alice', search_query: 'hiking' },
      get_representation: { peer_id: 'alice', session_id: 'trip' },
      create_session: { session_id: 'fresh' },
      list_sessions: {},
      delete_session: { session_id: `doomed-${run % 10}` },
      clone_session: { session_id: 'trip' },
      add_peers_to_session: { session_id: 'trip', peers: ['carol', { peer_id: 'dave', observe_me: false }] },
      remove_peers_from_session: { session_id: 'trip', peer_ids: ['dave'] },
      get_session_peers: { session_id: 'trip' },
      inspect_session: { session_id: 'trip' },
      add_messages_to_session: { session_id: 'trip', messages: [{ peer_id: 'alice', content: 'Another one' }] },
      get_session_messages: { session_id: 'trip', filters: { peer_id: 'alice' } },
      get_session_message: { session_id: 'trip', message_id: ids.message },
      get_session_context: { session_id: 'trip', tokens: 1000 },
      list_conclusions: { peer_id: 'alice' },
      query_conclusions: { peer_id: 'alice', query: 'fact' },
      create_conclusions: { peer_id: 'assistant', target_peer_id: 'alice', conclusions: ['Likes short answers'] },
      delete_conclusion: { peer_id: 'alice', target_peer_id: 'alice', conclusion_id: ids.conclusions[run % 10] },
      schedule_dream: { peer_id: 'alice' },
      get_queue_status: {},
    };
    const args = good[name];
    if (args === undefined) throw new Error(`no arguments for ${name}`);
    return args;
  };

  /**
   * Runs `tool` with a fresh client per workspace (so the workspace's first-use
   * request is part of every run), cancelling at the `cancelAt`-th request when given.
   */
  async function runTool(tool: McpTool, cancelAt?: number): Promise<{ seen: SeenRequest[]; linked: boolean | undefined; error: unknown; msAfterCancel: number }> {
    const controller = new AbortController();
    const seen: SeenRequest[] = [];
    let linked: boolean | undefined;
    let cancelledAt = 0;
    const recording: NonNullable<HonchoConfig['fetch']> = (input, init) => {
      const request = requestOf(input, init);
      seen.push(request);
      if (seen.length === cancelAt) {
        cancelledAt = Date.now();
        controller.abort(new Error('cancelled by the test'));
        // Abort listeners run synchronously: a request tied to the call's signal is aborted by now.
        linked = request.signal?.aborted === true;
        if (linked) return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
        // Not tied to the call: the request hangs well past the time the call is given to end.
        return new Promise((resolve) => setTimeout(() => resolve(hungWorkspaceAnswer()), HANG_MS));
      }
      return fetch(input, init);
    };
    const clients = new Map<string, Honcho>();
    const call: McpToolCall = {
      signal: controller.signal,
      workspace: (workspaceId = WORKSPACE) => {
        let client = clients.get(workspaceId);
        if (client === undefined) {
          client = new Honcho({ baseURL: emulator.url, workspaceId, maxRetries: 0, fetch: recording });
          clients.set(workspaceId, client);
        }
        return client;
      },
    };
    let error: unknown;
    try {
      await tool.run(argumentsFor(tool.name), call);
    } catch (caught) {
      error = caught;
    }
    return { seen, linked, error, msAfterCancel: Date.now() - cancelledAt };
  }

  it.each(workspaceTools().map((tool) => [tool.name, tool] as const))('%s', async (_name, tool) => {
    const full = await runTool(tool);
    expect(full.error).toBeUndefined();
    expect(full.seen.length).toBeGreaterThan(0);
    const unlinked: string[] = [];
    for (let k = 1; k <= full.seen.length; k++) {
      const cancelled = await runTool(tool, k);
      // The run reached its k-th request (the order of parallel requests may vary, not their number).
      expect(cancelled.seen.length, `run cancelled at request ${k}`).toBeGreaterThanOrEqual(k);
      const label = cancelled.seen[k - 1]?.label ?? '?';
      expect(isAbort(cancelled.error), `run cancelled at ${label}: ${String(cancelled.error)}`).toBe(true);
      const sharedWorkspaceCreate = label === `POST /v3/workspaces` && cancelled.msAfterCancel < HANG_MS / 2;
      if (cancelled.linked !== true && !sharedWorkspaceCreate) unlinked.push(`${k}: ${label} (the call ended ${cancelled.msAfterCancel} ms after the cancel)`);
    }
    expect(unlinked, 'requests sent without the call signal').toEqual([]);
  });
});
