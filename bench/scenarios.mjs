// The measured operations, shared by run.mjs (CPU time) and
// instruction-worker.mjs (instruction counts), so both measure the same work.
// `run(contender, i, rep)` does one operation; `i` counts operations within a
// measurement, `rep` is the repetition (-1 while warming up). Stream and
// pagination scenarios expect the server to be configured for them (run.mjs
// does it: `server` is the config each one needs).

const STREAM_EVENTS = 20_000;
const LIST_TOTAL = 10_000;

/** Fails loudly when a contender read fewer items than the server sent. */
const expect = (what, got, wanted) => {
  if (got !== wanted) throw new Error(`${what}: got ${got}, expected ${wanted}`);
  return got;
};

const streamScenario = (eventsPerWrite) => ({
  server: { latencyMs: 0, streamEvents: STREAM_EVENTS, eventsPerWrite },
  warmUp: 1,
  instructionCount: 2,
  run: async (c) => expect(`${c.name} stream`, await c.stream(() => false), STREAM_EVENTS),
});

export const scenarios = {
  addMessages: {
    label: 'addMessages (1 message)',
    server: { latencyMs: 0 },
    warmUp: 200,
    instructionCount: 100,
    run: (c, i, rep) => c.addMessage(`percall-${c.name}`, i + (rep + 1) * 1e6),
  },
  chat: {
    label: 'chat',
    server: { latencyMs: 0 },
    warmUp: 200,
    instructionCount: 100,
    run: (c) => c.chat(),
  },
  peer: {
    label: 'peer()',
    server: { latencyMs: 0 },
    warmUp: 200,
    instructionCount: 100,
    run: (c, i) => c.peer(i),
  },
  stream1: { label: 'one event per write', ...streamScenario(1) },
  stream256: { label: '256 events per write', ...streamScenario(256) },
  pagination: {
    label: 'pagination over 10,000 messages',
    server: { latencyMs: 0, listTotal: LIST_TOTAL },
    warmUp: 1,
    instructionCount: 3,
    run: async (c) => expect(`${c.name} listed`, await c.listAll('paged'), LIST_TOTAL),
  },
};

export { LIST_TOTAL, STREAM_EVENTS };
