// One contender doing one scenario `count` times, in a process of its own, so
// that run.mjs can run it under `valgrind --tool=callgrind` and read how many
// instructions the measured part executed. Instruction counts do not depend on
// what else the machine is doing, unlike CPU time.
//
// Protocol (stdin/stdout lines): after setup and warm-up the worker prints
// `ready` and idles until it reads `go`; run.mjs switches callgrind's
// instrumentation on in between (`callgrind_control -i on`), so Node's
// start-up, the imports and the warm-up are never counted. After the `count`
// operations it prints `done` and waits for `exit`, while run.mjs switches the
// instrumentation off again.
//
//   node instruction-worker.mjs <baseURL> <contender> <scenario> <count>
import { createInterface } from 'node:readline';
import { contenders } from './contenders.mjs';
import { scenarios } from './scenarios.mjs';

const [baseURL, contenderName, scenarioName, countText] = process.argv.slice(2);
const contender = contenders[contenderName]?.(baseURL);
const scenario = scenarios[scenarioName];
const count = Number(countText);
if (contender === undefined || scenario === undefined || !Number.isInteger(count) || count < 0) {
  console.error('usage: node instruction-worker.mjs <baseURL> <raw|current|published> <scenario> <count>');
  process.exit(2);
}

const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
const waitFor = async (word) => {
  // Something must run while waiting: callgrind only looks for commands while the process executes code.
  const tick = setInterval(() => {}, 20);
  try {
    for (;;) {
      const { value, done } = await lines.next();
      if (done) process.exit(3);
      if (value.trim() === word) return;
    }
  } finally {
    clearInterval(tick);
  }
};

await contender.setup();
for (let i = 0; i < scenario.warmUp; i++) await scenario.run(contender, i, -1);
process.stdout.write('ready\n');
await waitFor('go');
for (let i = 0; i < count; i++) await scenario.run(contender, i, 0);
process.stdout.write('done\n');
await waitFor('exit');
process.exit(0);
