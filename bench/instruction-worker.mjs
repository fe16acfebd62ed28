// One contender doing one scenario `count` times, in a process of its own, so
// that run.mjs can run it under `valgrind --tool=callgrind` and read how many
// instructions it executed. Instruction counts do not depend on what else the
// machine is doing, unlike CPU time.
//
// The process always does the same setup and warm-up; run.mjs runs it twice,
// with `count` 0 and with `count` N, and divides the difference by N, so the
// cost of starting Node, importing the client and warming up cancels out.
//
//   node instruction-worker.mjs <baseURL> <contender> <scenario> <count>
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

await contender.setup();
for (let i = 0; i < scenario.warmUp; i++) await scenario.run(contender, i, -1);
for (let i = 0; i < count; i++) await scenario.run(contender, i, 0);
process.exit(0);
