import { describe, expect, it } from 'vitest';
import { queueStatusFromWire } from './queue-status.js';

const counts = { total_work_units: 2, completed_work_units: 1, in_progress_work_units: 0, pending_work_units: 1 };

describe('queueStatusFromWire', () => {
  it('leaves sessions out when the server sends null (narrowed to a session, or no session work)', () => {
    expect(queueStatusFromWire({ ...counts, sessions: null })).toEqual({ totalWorkUnits: 2, completedWorkUnits: 1, inProgressWorkUnits: 0, pendingWorkUnits: 1 });
  });

  it('keeps the server keys: its internal session ids, not session names', () => {
    const id = 'fUw4cD1aCBMXvEYJsD09L';
    const status = queueStatusFromWire({ ...counts, sessions: { [id]: { session_id: id, ...counts } } });
    expect(status.sessions).toEqual({ [id]: { sessionId: id, totalWorkUnits: 2, completedWorkUnits: 1, inProgressWorkUnits: 0, pendingWorkUnits: 1 } });
  });
});
