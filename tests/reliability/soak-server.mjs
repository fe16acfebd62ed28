// The emulator for soak.test.ts, in a child process so the test process's heap
// and sockets are the SDK's alone (the emulator's store grows with every write).
// Talks over the fork IPC channel:
//   → { type: 'faults', on: boolean }      ← { type: 'ok' }
//   → { type: 'stats' }                    ← { type: 'stats', stats, connections, counts }
//   → { type: 'close' }                    ← exits
import { startEmulator } from '../../packages/testing/dist/node/index.js';

// About 10% of requests get a fault: error statuses (some retried, some not),
// rate limits, and connections dropped before and after the server acted.
const FAULTS = [
  { failRate: 0.025, failStatus: 500, seed: 1 },
  { failRate: 0.015, failStatus: 502, seed: 2 },
  { failRate: 0.015, failStatus: 503, seed: 3 },
  { failRate: 0.01, failStatus: 504, seed: 4 },
  { failRate: 0.015, failStatus: 429, seed: 5 },
  { dropConnection: 'before', dropRate: 0.01, seed: 6 },
  { dropConnection: 'after', dropRate: 0.01, seed: 7 },
];

const emulator = await startEmulator({
  port: 0,
  seed: {
    workspaces: [
      {
        id: 'soak',
        peers: ['alice', 'assistant'],
        sessions: [{ id: 'soak-session', peers: ['alice', 'assistant'], messages: [{ peer_id: 'alice', content: 'I like hiking and green tea.' }] }],
        conclusions: [{ observer_id: 'alice', observed_id: 'alice', content: 'Alice likes hiking', session_id: 'soak-session' }],
      },
    ],
  },
});
// No server-side idle timeout (and so no Keep-Alive hint): a socket closes only
// when the client lets it go, so the test sees the client's leaks, not the server's cleanup.
emulator.server.keepAliveTimeout = 0;

const connections = () => new Promise((resolve) => emulator.server.getConnections((error, count) => resolve(error ? -1 : count)));

process.on('message', async (message) => {
  if (message.type === 'faults') {
    if (message.on) emulator.faults.set(FAULTS);
    else emulator.faults.clear();
    process.send({ type: 'ok' });
  } else if (message.type === 'stats') {
    process.send({ type: 'stats', stats: { ...emulator.stats }, connections: await connections(), counts: emulator.store.counts() });
  } else if (message.type === 'close') {
    await emulator.close();
    process.exit(0);
  }
});
process.send({ type: 'ready', url: emulator.url });
