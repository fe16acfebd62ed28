// One `honcho import` of a ChatGPT export into a Honcho server (the emulator the bench started), in
// its own process so its memory is the import's alone. Prints one JSON line: wall time, the
// messages written and found, and the peak heap and RSS sampled every 5 ms.
import { planImport, readExport, runImport } from '@honcho-ai/cli';
import { Honcho } from '@honcho-ai/sdk';

const [file, baseURL, workspaceId] = process.argv.slice(2);
const peaks = { heapUsed: 0, rss: 0 };
const sample = () => {
  const usage = process.memoryUsage();
  peaks.heapUsed = Math.max(peaks.heapUsed, usage.heapUsed);
  peaks.rss = Math.max(peaks.rss, usage.rss);
};
const timer = setInterval(sample, 5);
const started = performance.now();
const { format, conversations } = await readExport(file);
const peers = { userId: 'user', assistantId: 'assistant' };
const done = await runImport(new Honcho({ baseURL, workspaceId }), planImport(format, conversations, peers), peers);
const wallMs = performance.now() - started;
sample();
clearInterval(timer);
console.log(JSON.stringify({ wallMs, messages: done.messagesDone, sent: done.sent, alreadyWritten: done.alreadyWritten, ...peaks }));
