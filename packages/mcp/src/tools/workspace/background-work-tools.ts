import { defineTool } from '../mcp-tool.js';
import { idField } from './input-fields.js';
import { APPENDS, READS } from './tool-annotations.js';
import { workspaceScopedInput, type WorkspaceScoped } from './workspace-id-field.js';

interface ScheduleDreamInput extends WorkspaceScoped {
  readonly peer_id: string;
  readonly target_peer_id?: string;
  readonly session_id?: string;
}

/** `schedule_dream`: queue a memory consolidation. @internal */
export const scheduleDreamTool = defineTool<ScheduleDreamInput>({
  name: 'schedule_dream',
  title: 'Schedule a dream',
  description:
    "Schedule a dream: Honcho's background consolidation of what peer_id knows about itself (or about target_peer_id), " +
    'which reasons new conclusions from the ones it has and refreshes the peer card. Worth doing after a long conversation. ' +
    'It runs later, not during the call; get_queue_status shows when it is done. Returns { scheduled: true, peer_id, target_peer_id, session_id }.',
  inputSchema: workspaceScopedInput(
    {
      peer_id: idField('The peer whose memory to consolidate (the observer).'),
      target_peer_id: idField('Consolidate what peer_id knows about this peer; omit for its knowledge of itself.'),
      session_id: idField('Only consolidate what comes from this session.'),
    },
    ['peer_id'],
  ),
  annotations: APPENDS,
  run: async ({ workspace_id, peer_id, target_peer_id, session_id }, call) => {
    await call.workspace(workspace_id).scheduleDream({ observer: peer_id, observed: target_peer_id, session: session_id, signal: call.signal });
    return { scheduled: true, peer_id, target_peer_id: target_peer_id ?? peer_id, session_id: session_id ?? null };
  },
});

/** `get_queue_status`: how much background work is pending. @internal */
export const getQueueStatusTool = defineTool<WorkspaceScoped>({
  name: 'get_queue_status',
  title: 'Background work status',
  description:
    'Check how much of the background work (reasoning about new messages, summaries, dreams) is done and how much is still pending in the workspace. ' +
    'Call it before relying on conclusions about messages just added: pending_work_units and in_progress_work_units at 0 mean everything is processed. ' +
    'Returns { total_work_units, completed_work_units, in_progress_work_units, pending_work_units }.',
  inputSchema: workspaceScopedInput({}),
  annotations: READS,
  run: async ({ workspace_id }, call) => {
    const status = await call.workspace(workspace_id).queueStatus({ signal: call.signal });
    // The per-session breakdown is keyed by the server's internal session ids, which no tool takes: left out.
    return {
      total_work_units: status.totalWorkUnits,
      completed_work_units: status.completedWorkUnits,
      in_progress_work_units: status.inProgressWorkUnits,
      pending_work_units: status.pendingWorkUnits,
    };
  },
});
