// What the docs-commands tests do with each command the docs show (extract-commands.ts finds them).
// A command in the docs that is not here fails coverage.test.ts, and so does an entry here that
// no doc shows any more. Keys are the command as written, runs of spaces as one.
//
// Where a command runs:
// - `repo`: in this checkout, from the directory given (the docs say "at the root", "in this
//   folder", or a `cd` line before it), with the built dist/ as `npm test` leaves it.
// - `project`: in a fresh project outside the repo, where `@honcho-ai/*` comes from the packed
//   tarballs (a local registry for the scope: local-registry.ts). `app` is the user's project the
//   install commands build up, in the order below; `empty` is a folder with nothing installed,
//   as a desktop MCP client or a first `npx` has.

/** Where a command runs. */
export type Where = { readonly repo: string } | { readonly project: 'app' | 'empty' };

/** A file the user has before running the command, and what is in it. */
export type SetupFile =
  /** The first fenced block of this language under this heading of a doc. */
  | { readonly fromDoc: string; readonly heading: string; readonly lang: string }
  /** What a guide tells the reader to write: these lines, and the region of an example between them. */
  | { readonly before: readonly string[]; readonly example: string; readonly region: string; readonly after: readonly string[] }
  | { readonly text: string }
  /** The program of a guide page (its code blocks top to bottom, as apps/docs/src/page-program.ts reads them). */
  | { readonly program: string };

/** A probe of a running server (probes.ts). */
export type Probe = 'health' | 'cors-preflight' | 'model-provider' | 'mcp-stdio' | 'mcp-stdio-emulator' | 'mcp-http' | 'page' | 'inspector' | 'none';

interface Base {
  readonly command: string;
}

/** (a) and (c): runs to completion and exits 0 within `seconds`. */
export interface Completes extends Base {
  readonly kind: 'completes';
  readonly where: Where;
  readonly seconds: number;
  /** Placeholders in the command, each run once per value. */
  readonly each?: { readonly placeholder: string; readonly values: 'examples' | readonly string[] };
  /** Printed output that shows it did what the docs say. */
  readonly prints?: RegExp;
  /** Files that must be byte-for-byte the same afterwards (a generator run on current sources). */
  readonly unchanged?: readonly string[];
  /** It writes into the checkout: run it in a scratch copy whose `copy` folders are real and the rest symlinked. */
  readonly scratch?: { readonly copy: readonly string[]; readonly link: readonly string[] };
  /** A server command (an entry of this manifest) that the docs start first, in the same block. */
  readonly needs?: string;
  readonly files?: Readonly<Record<string, SetupFile>>;
  /** An install: `@honcho-ai/*` packages it names must then be installed from the tarballs. */
  readonly installs?: boolean;
}

/** (b): a long-running server or prompt: started, its `ready` line awaited, probed, stopped. */
export interface Serves extends Base {
  readonly kind: 'serves';
  readonly where: Where;
  /** Matches the line it prints when ready; a `url` group is what the probe talks to. */
  readonly ready: RegExp;
  readonly probe: Probe;
  readonly seconds: number;
  readonly needs?: string;
  readonly files?: Readonly<Record<string, SetupFile>>;
  /**
   * The fixed port it listens on as written. Where another program on the machine holds it (a
   * local Honcho on 8000, say), the test runs it on a free port instead, in this command and in
   * those that need it, and says so: the command itself cannot run as written there.
   */
  readonly port?: number;
  /** `npx` without `-y` asks before installing; a reader answers y in a terminal (npm_config_yes here). */
  readonly answersYes?: boolean;
}

/** (d): not run, and why. */
export interface Exempt extends Base {
  readonly kind: 'exempt';
  readonly reason: string;
  /** A manifest entry that is run and covers what this one would do. */
  readonly covered?: string;
  /** A test file (from the repository's root) that runs this command's own program and checks what the docs say it does. */
  readonly coveredByTest?: string;
}

/**
 * Not a step to run: a command named in a sentence (a decision record saying what was measured,
 * a flag the text explains, the bare name of a command whose full invocations are run).
 */
export interface Mention extends Base {
  readonly kind: 'mention';
  readonly reason: string;
  readonly covered?: string;
}

export type Entry = Completes | Serves | Exempt | Mention;

const root = { repo: '.' } as const;
const app = { project: 'app' } as const;
const empty = { project: 'empty' } as const;
export const EMULATOR_READY = /Honcho emulator listening on (?<url>http:\/\/127\.0\.0\.1:\d+)/;
export const MODEL_PROVIDER_READY = /Honcho model provider listening on (?<url>http:\/\/127\.0\.0\.1:\d+\/v1)/;
const INSPECTOR_READY = /Honcho inspector: open (?<url>http:\/\/127\.0\.0\.1:\d+\/\?token=\S+)/;
const MCP_HTTP_READY = /honcho-mcp: serving the memory tools at (?<url>http:\/\/127\.0\.0\.1:\d+\/mcp) about peer alice/;
const GUIDE_PROGRAM = "Run as written by guide-programs.test.ts, in a fresh project for the guide page that shows it, with the page's code as its program.";
const SEED_FILE = { 'fixtures/demo.json': { fromDoc: 'packages/testing/README.md', heading: 'Seeds', lang: 'json' } } as const;

export const MANIFEST: readonly Entry[] = [
  // ---- (a) in the repository, to completion --------------------------------------------------
  { command: 'npx --yes pnpm@10.34.9 install', kind: 'completes', where: root, seconds: 180 },
  {
    command: 'npm run demo',
    kind: 'exempt',
    reason: 'The same install, build and tour run by `npm run demo -- --inspect`, whose ready line is only accepted after the tour\'s Done section and the emulator\'s counts (what this command\'s own check looked for).',
    covered: 'npm run demo -- --inspect',
  },
  {
    command: 'npm run examples',
    kind: 'exempt',
    reason: 'Its install and build are the `npx --yes pnpm@10.34.9 install` and `build` entries; its program (`tsx src/run-examples.ts`) runs every example against an embedded emulator and a 3.0.12 one in run-examples.test.ts, which checks the table and the closing line.',
    coveredByTest: 'apps/examples/src/run-examples.test.ts',
  },
  { command: 'npx --yes pnpm@10.34.9 build', kind: 'completes', where: root, seconds: 600 },
  { command: 'npm run docs', kind: 'completes', where: root, seconds: 600 },
  {
    command: 'npm run docs:api',
    kind: 'exempt',
    reason: "typedoc with the repository's typedoc.json, warnings as errors: the docs build (`npm run docs`, and npm test's first step) runs exactly that before VitePress.",
    covered: 'npm run docs',
  },
  // The README's example of one package's tests names api-types (about 10 s): core's 636 tests took 32 s more of this run, and the full run has them.
  { command: 'npx --yes pnpm@10.34.9 vitest run packages/api-types', kind: 'completes', where: root, seconds: 180, prints: /Tests\s+\d+ passed/ },
  { command: 'npx --yes pnpm@10.34.9 --filter @honcho-ai/api-types generate', kind: 'completes', where: root, seconds: 60, unchanged: ['packages/api-types/src/generated/openapi.ts'] },
  { command: 'npx --yes pnpm@10.34.9 --filter @honcho-ai/api-types run generate', kind: 'completes', where: root, seconds: 60, unchanged: ['packages/api-types/src/generated/openapi.ts'] },
  // "Generated types are checked by `node scripts/generate.mjs --check`" in packages/api-types/README.md.
  { command: 'node scripts/generate.mjs --check', kind: 'completes', where: { repo: 'packages/api-types' }, seconds: 60 },
  // "After changing the YAML, run ..." in packages/testing/README.md: the package's folder.
  { command: 'node scripts/generate-openapi-module.mjs', kind: 'completes', where: { repo: 'packages/testing' }, seconds: 60, unchanged: ['packages/testing/src/openapi/generated/openapi-document.ts'] },
  { command: 'node scripts/chromium-for-tests.mjs', kind: 'completes', where: root, seconds: 180 },
  // Every example file is run by `npm run examples` above (the same tsx, file by file) and by its own test, so
  // this form is run for three: the SDK alone, a stream, and one that spawns a subprocess (about 8 s of CPU each).
  { command: 'npx tsx apps/examples/src/examples/<name>.ts', kind: 'completes', where: root, seconds: 90, each: { placeholder: '<name>', values: ['quick-start', 'streaming', 'mcp-client'] }, prints: /^Embedded emulator: http:\/\/127\.0\.0\.1:\d+$/m },
  { command: 'cd apps/examples', kind: 'completes', where: root, seconds: 10 },
  {
    command: 'npx tsx src/examples/quick-start.ts',
    kind: 'completes',
    where: { repo: 'apps/examples' },
    seconds: 90,
    prints: /Embedded emulator: http:\/\/127\.0\.0\.1:\d+\n'Based on 1 message about alice: "I love Indian food, especially dal\." \(alice, session support-42\)\.'/,
  },
  // "A partial run never overwrites RESULTS.md".
  { command: 'cd bench && BENCH_ONLY=stream BENCH_REPS=3 node --expose-gc run.mjs', kind: 'completes', where: root, seconds: 180, unchanged: ['bench/RESULTS.md'], prints: /streamed chat, 20,000 events/ },
  { command: 'node tools/conformance/scripts/conformance.mjs list', kind: 'completes', where: root, seconds: 60, prints: /^total\s+\d+$/m },
  // It writes packages/testing/conformance/ (the real server's recordings): run in a scratch copy
  // whose scripts/ folder is real and whose packages/testing/ is not linked, so its default output
  // lands in the copy. The emulator it records comes from the real packages/testing/dist, through
  // the linked node_modules.
  {
    command: 'node tools/conformance/scripts/conformance.mjs record --emulator',
    kind: 'completes',
    where: root,
    seconds: 180,
    prints: /^done: \d+ 2xx/m,
    scratch: { copy: ['tools/conformance/scripts', 'tools/conformance/package.json'], link: ['node_modules', 'tools/conformance/node_modules', 'tools/conformance/src', 'packages/core'] },
  },

  // ---- (b) in the repository, servers and prompts --------------------------------------------
  { command: 'npx --yes pnpm@10.34.9 --filter @honcho-ai/docs preview', kind: 'serves', where: root, ready: /(?<url>http:\/\/localhost:\d+)\//, probe: 'page', seconds: 90 },
  { command: 'npx --yes pnpm@10.34.9 --filter @honcho-ai/docs dev', kind: 'serves', where: root, ready: /(?<url>http:\/\/localhost:\d+)\//, probe: 'page', seconds: 120 },
  // The tour, then its emulator kept and the inspector served on it until stopped.
  {
    command: 'npm run demo -- --inspect',
    kind: 'serves',
    where: root,
    // The tour first, to its end (`npm run demo` is covered by this run), then the inspector's URL.
    ready: /^14\. Done\n[\s\S]*The emulator stored \d+ messages[\s\S]*See what Honcho remembers: open (?<url>http:\/\/127\.0\.0\.1:\d+\/\?token=\S+)/m,
    probe: 'inspector',
    seconds: 600,
  },
  // Interactive: it asks which packages changed; stopped at the question, it writes nothing.
  { command: 'npx --yes pnpm@10.34.9 changeset', kind: 'serves', where: root, ready: /Which packages would you like to include\?/, probe: 'none', seconds: 90 },

  // ---- (c) in a user's project, against the packed tarballs ----------------------------------
  { command: 'npm install @honcho-ai/sdk', kind: 'completes', where: app, seconds: 180, installs: true },
  { command: 'npm install --save-dev @honcho-ai/testing tsx', kind: 'completes', where: app, seconds: 180, installs: true },
  { command: 'npm install --save-dev @honcho-ai/testing', kind: 'completes', where: app, seconds: 180, installs: true },
  { command: 'npm install @honcho-ai/ai-sdk ai', kind: 'completes', where: app, seconds: 180, installs: true },
  { command: 'npm install @honcho-ai/openai-compat openai', kind: 'completes', where: app, seconds: 180, installs: true },
  { command: 'npm install @honcho-ai/mcp', kind: 'completes', where: app, seconds: 180, installs: true },
  { command: 'npm install @honcho-ai/openai-agents @openai/agents zod', kind: 'completes', where: app, seconds: 180, installs: true },
  { command: 'npm install @honcho-ai/sdk @honcho-ai/mastra @mastra/core zod', kind: 'completes', where: app, seconds: 180, installs: true },
  { command: 'npm install @honcho-ai/langchain @langchain/core langchain', kind: 'completes', where: app, seconds: 180, installs: true },
  { command: 'npm install @honcho-ai/sdk @honcho-ai/langchain @langchain/core langchain @langchain/openai', kind: 'completes', where: app, seconds: 180, installs: true },
  { command: 'npm install @langchain/langgraph', kind: 'completes', where: app, seconds: 180, installs: true },
  { command: 'npm install @honcho-ai/sdk@latest', kind: 'completes', where: app, seconds: 180, installs: true },
  { command: 'npm install @honcho-ai/sdk @honcho-ai/inspector', kind: 'completes', where: app, seconds: 180, installs: true },
  { command: 'npm install --save-dev @honcho-ai/testing @honcho-ai/inspector', kind: 'completes', where: app, seconds: 180, installs: true },
  { command: 'export HONCHO_API_KEY=hch-...', kind: 'completes', where: app, seconds: 10 },
  { command: 'export HONCHO_WORKSPACE_ID=my-app', kind: 'completes', where: app, seconds: 10 },
  { command: 'npx @honcho-ai/testing --port 0 --api-key secret --seed fixtures/demo.json', kind: 'serves', where: app, ready: EMULATOR_READY, probe: 'health', seconds: 60, files: SEED_FILE },
  { command: 'npx @honcho-ai/testing --fail-rate 0.2 --fail-status 503 --retry-after 1 --fault-path "/messages$"', kind: 'serves', where: app, ready: EMULATOR_READY, probe: 'health', seconds: 60, port: 8000 },
  { command: 'npx @honcho-ai/testing --cut-stream-after 3 --fault-path "/chat$" --fault-method POST', kind: 'serves', where: app, ready: EMULATOR_READY, probe: 'health', seconds: 60, port: 8000 },
  { command: 'npx @honcho-ai/testing --latency 50-250 --fault-seed 7', kind: 'serves', where: app, ready: EMULATOR_READY, probe: 'health', seconds: 60, port: 8000 },
  { command: 'npx @honcho-ai/testing --cors', kind: 'serves', where: app, ready: EMULATOR_READY, probe: 'cors-preflight', seconds: 60, port: 8000 },
  // The emulator finds the inspector in the project it runs in (installed above); it listens on 8100 beside the emulator's 8000.
  { command: 'npx @honcho-ai/testing --inspector', kind: 'serves', where: app, ready: INSPECTOR_READY, probe: 'inspector', seconds: 60, port: 8000 },
  { command: 'npx @honcho-ai/testing --model-provider --port 8080', kind: 'serves', where: app, ready: MODEL_PROVIDER_READY, probe: 'model-provider', seconds: 60, port: 8080 },
  {
    command: 'HONCHO_URL=http://127.0.0.1:8000 npx tsx first-answer.mts',
    kind: 'completes',
    where: app,
    seconds: 90,
    needs: 'npx @honcho-ai/testing --port 8000',
    // Getting started: the page's code blocks, top to bottom, are first-answer.mts.
    files: { 'first-answer.mts': { program: 'apps/docs/guides/getting-started.md' } },
    prints: /^Based on 1 message about alice: "I love Indian food, especially dal\." \(alice, session support-42\)\.$/m,
  },
  {
    command: 'HONCHO_URL=http://127.0.0.1:8000 node my-app.js',
    kind: 'completes',
    where: app,
    seconds: 60,
    needs: 'npx @honcho-ai/testing --port 8000',
    // "your app": any program that builds its client from the environment. A project made by
    // `npm install` has no "type", so a .js file is CommonJS.
    files: {
      'my-app.js': {
        text: [
          "const { Honcho } = require('@honcho-ai/sdk');",
          'async function main() {',
          '  const honcho = new Honcho();',
          "  const alice = await honcho.peer('alice');",
          "  const session = await honcho.session('tickets');",
          "  await session.addMessages([alice.message('My order 1234 has not arrived.')]);",
          "  console.log(await alice.chat('What did alice say about the order?'));",
          '}',
          'main().catch((error) => { console.error(error); process.exitCode = 1; });',
          '',
        ].join('\n'),
      },
    },
    prints: /order 1234/,
  },
  { command: 'npx @honcho-ai/testing --port 8000', kind: 'serves', where: empty, ready: EMULATOR_READY, probe: 'health', seconds: 120, port: 8000, answersYes: true },
  { command: 'npx -y @honcho-ai/mcp --peer alice --url http://127.0.0.1:8000', kind: 'serves', where: empty, ready: /honcho-mcp:/, probe: 'mcp-stdio-emulator', seconds: 120, needs: 'npx @honcho-ai/testing --port 8000' },
  { command: 'HONCHO_API_KEY=... npx -y @honcho-ai/mcp --peer alice', kind: 'serves', where: empty, ready: /honcho-mcp:/, probe: 'mcp-stdio', seconds: 120 },
  { command: 'HONCHO_API_KEY=... npx -y @honcho-ai/mcp --transport http --peer alice', kind: 'serves', where: empty, ready: MCP_HTTP_READY, probe: 'mcp-http', seconds: 120, port: 8787 },
  { command: 'npx -y @honcho-ai/mcp --transport http --peer alice --url http://127.0.0.1:8000', kind: 'serves', where: empty, ready: MCP_HTTP_READY, probe: 'mcp-http', seconds: 120, port: 8787, needs: 'npx @honcho-ai/testing --port 8000' },
  // No server is asked anything until the page asks: the command starts with a placeholder key, and its own API answers.
  { command: 'HONCHO_API_KEY=... npx @honcho-ai/inspector --workspace my-app', kind: 'serves', where: empty, ready: INSPECTOR_READY, probe: 'inspector', seconds: 120, port: 8100, answersYes: true },
  { command: 'npx @honcho-ai/inspector --url http://127.0.0.1:8000', kind: 'serves', where: empty, ready: INSPECTOR_READY, probe: 'inspector', seconds: 120, port: 8100, answersYes: true, needs: 'npx @honcho-ai/testing --port 8000' },
  { command: 'npx @honcho-ai/testing --port 8000 --server 3.0.12', kind: 'serves', where: app, ready: EMULATOR_READY, probe: 'health', seconds: 60, port: 8000 },
  { command: 'npx -y @honcho-ai/mcp --transport http --peer alice', kind: 'serves', where: empty, ready: MCP_HTTP_READY, probe: 'mcp-http', seconds: 120, port: 8787 },

  // ---- (d) exempt ----------------------------------------------------------------------------
  // A guide page's own install line and run command: guide-programs.test.ts runs them as written, in
  // the fresh project of the page that shows them, against the emulator.
  ...[
    'npm install @honcho-ai/sdk @honcho-ai/ai-sdk ai @ai-sdk/openai',
    'npm install @honcho-ai/sdk @honcho-ai/ai-sdk',
    'npm install @honcho-ai/sdk @honcho-ai/mcp @modelcontextprotocol/sdk',
    'npm install @honcho-ai/sdk @honcho-ai/openai-compat openai',
    'npm install @honcho-ai/sdk @honcho-ai/openai-agents @openai/agents zod',
    'npm install @honcho-ai/sdk zod',
    'npm install @honcho-ai/sdk hono @hono/node-server',
    'npm install @honcho-ai/sdk @opentelemetry/api @opentelemetry/sdk-trace-node',
    'npm install --save-dev @honcho-ai/testing vitest',
    'HONCHO_URL=http://127.0.0.1:8000 npx tsx server-compatibility.mts',
    'npx tsx emulator.mts',
    'npx tsx turn-memory.mts',
    'npx tsx ai-sdk-testing.mts',
  ].map((command): Exempt => ({ command, kind: 'exempt', reason: GUIDE_PROGRAM })),
  // Decision 0016 describes what guide-programs.test.ts does, naming the commands it runs.
  ...['npx @honcho-ai/testing', 'npm init -y', 'npm install', 'npm install typescript', 'npm install ai'].map(
    (command): Mention => ({ command, kind: 'mention', reason: 'Decision 0016 names a step of guide-programs.test.ts, which runs it in every fresh project it makes.' }),
  ),
  // The honcho command needs a Honcho server to check; its tests run the built command (its bin launcher) against the emulator.
  ...['npx @honcho-ai/cli doctor', 'npx @honcho-ai/cli doctor --json', 'npx @honcho-ai/cli config'].map(
    (command): Exempt => ({
      command,
      kind: 'exempt',
      reason: 'Checks or shows the setup of the machine it runs on; the command is run against the emulator over real HTTP (every check passing, a refused port, a stuck queue, keys, config files) by its own tests, and packed on Node 20, 22 and 24 by tests/matrix/cli-packed.test.ts.',
      coveredByTest: 'packages/cli/test/doctor.integration.test.ts',
    }),
  ),
  // init writes the reader's own home (or project) config; its tests run it on fresh homes, asked and with flags.
  ...['npx @honcho-ai/cli init', 'npx @honcho-ai/cli init --local --url http://localhost:8000 --workspace my-app'].map(
    (command): Exempt => ({
      command,
      kind: 'exempt',
      reason: "Writes the reader's own ~/.honcho/config.json (or the project's); the command is run on fresh homes by its own tests: answering its questions on a terminal, with flags, in and out of a git work tree, over other tools' files, and as the built bin.",
      coveredByTest: 'packages/cli/test/init-command.test.ts',
    }),
  ),
  // The import writes the reader's own export into their Honcho; its tests run it against the emulator.
  ...['npx @honcho-ai/cli import conversations.json --user alice --dry-run', 'npx @honcho-ai/cli import conversations.json --user alice'].map(
    (command): Exempt => ({
      command,
      kind: 'exempt',
      reason: "Reads the reader's own export file (made by ChatGPT or Claude); the command is run on exports in each format's documented shape against the emulator over real HTTP (a ChatGPT, a Claude and a JSONL export, a rerun, a resume, --dry-run, bad input) by its own tests.",
      coveredByTest: 'packages/cli/test/import.integration.test.ts',
    }),
  ),
  { command: 'npx @honcho-ai/inspector', kind: 'mention', reason: "The command's name in the package table; each full invocation the docs show is run.", covered: 'HONCHO_API_KEY=... npx @honcho-ai/inspector --workspace my-app' },
  { command: 'honcho-emulator --inspector', kind: 'mention', reason: 'Decision 0018 names the flag it decided about; the README runs it through npx.', covered: 'npx @honcho-ai/testing --inspector' },
  { command: 'CI=true bash .ci/run', kind: 'mention', reason: 'Decision 0019 names how the suite was measured: .ci/run runs npm test, which is this very run.' },
  { command: 'node --version', kind: 'mention', reason: "Decision 0016 names the check guide-programs.test.ts makes before the program of a page with a node: frontmatter, on that Node." },
  { command: 'npm test', kind: 'exempt', reason: 'npm test is this very run (these tests are one of its vitest projects).' },
  ...['npm test -- --part=checks', 'npm test -- --part=tests --shard=1/3'].map(
    (command): Exempt => ({ command, kind: 'exempt', reason: "A part of npm test, as CI's parallel jobs run it; together they are this very run (tests/release/workflows.test.ts checks the jobs add up to it)." }),
  ),
  {
    command: 'npm run test:quick',
    kind: 'exempt',
    reason: "A subset of this very run: its install and build are the install entry and npm test's first step, and its tests are the packages' and the repo's vitest projects of this run.",
  },
  { command: 'HONCHO_CHROMIUM_PATH=/path/to/chromium npm test', kind: 'mention', reason: 'Decision 0012 quotes the fix the browser tests print where no Chromium can be had (the path is a placeholder); npm test is this very run.' },
  { command: 'npm run bench', kind: 'exempt', reason: 'The benchmarks take about six minutes on two cores and are measured separately (bench/RESULTS.md); the quick one-group run of bench/README.md is run here.', covered: 'cd bench && BENCH_ONLY=stream BENCH_REPS=3 node --expose-gc run.mjs' },
  { command: 'HONCHO_API_KEY=... HONCHO_WORKSPACE_ID=my-app npx tsx first-answer.mts', kind: 'exempt', reason: "Needs a key of the hosted Honcho (api.honcho.dev); the same file runs against the emulator in the step before.", covered: 'HONCHO_URL=http://127.0.0.1:8000 npx tsx first-answer.mts' },
  {
    command: 'node tools/conformance/scripts/conformance.mjs record --base-url http://127.0.0.1:8000 --out packages/testing/conformance/ [--token T] [--server-version 3.0.12 --snapshot-commit SHA --snapshot-date DATE] [--group chat,memory]',
    kind: 'exempt',
    reason: 'Records a real Honcho server (one with a database and a model behind it) over the committed recordings; the recorder itself runs here through `record --emulator`.',
    covered: 'node tools/conformance/scripts/conformance.mjs record --emulator',
  },
  { command: 'claude mcp add honcho --env HONCHO_API_KEY=your-key --env HONCHO_WORKSPACE_ID=my-app -- npx -y @honcho-ai/mcp --peer alice', kind: 'exempt', reason: "Writes the user's Claude Code configuration through the `claude` CLI, which is not installed here; the command it registers is run.", covered: 'HONCHO_API_KEY=... npx -y @honcho-ai/mcp --peer alice' },
  { command: 'claude mcp add honcho --env HONCHO_API_KEY=your-key -- npx -y @honcho-ai/mcp --peer alice', kind: 'exempt', reason: "Writes the user's Claude Code configuration through the `claude` CLI, which is not installed here; the command it registers is run.", covered: 'HONCHO_API_KEY=... npx -y @honcho-ai/mcp --peer alice' },
  { command: 'claude mcp add --transport http honcho http://127.0.0.1:8787/mcp --header "Authorization: Bearer your-key"', kind: 'exempt', reason: "Writes the user's Claude Code configuration through the `claude` CLI, which is not installed here; the server at that URL is run and probed.", covered: 'HONCHO_API_KEY=... npx -y @honcho-ai/mcp --transport http --peer alice' },
  { command: 'npx @modelcontextprotocol/inspector npx -y @honcho-ai/mcp --peer alice --url http://127.0.0.1:8000', kind: 'exempt', reason: "A third party's interactive web UI (downloaded by npx, opened in a browser); the command it runs is run here.", covered: 'npx -y @honcho-ai/mcp --peer alice --url http://127.0.0.1:8000' },
  { command: 'npm run version-packages', kind: 'exempt', reason: 'A release step that rewrites the working tree (versions, changelogs, VERSION constants; the changesets deleted); tests/release/release-copy.ts runs it, as written, in a temporary copy of the repository.' },
  { command: 'npm run release', kind: 'exempt', reason: "Publishes every public package to npm (the release workflow runs it with the scope's token); tests/release rehearses it with npm's dry run." },

  // ---- mentions: named in a sentence, not a step to run --------------------------------------
  { command: 'npx -y @honcho-ai/mcp', kind: 'mention', reason: "The command's name in a table or an introduction; each full invocation the docs show is run.", covered: 'HONCHO_API_KEY=... npx -y @honcho-ai/mcp --peer alice' },
  { command: 'npx @honcho-ai/mcp', kind: 'mention', reason: 'Decision 0014 names the command it decided about; its invocations are run.', covered: 'HONCHO_API_KEY=... npx -y @honcho-ai/mcp --peer alice' },
  { command: 'honcho-mcp --transport http', kind: 'mention', reason: 'Decision 0014 names the mode a dependency is for; the mode is run through npx.', covered: 'npx -y @honcho-ai/mcp --transport http --peer alice' },
  { command: 'npx @modelcontextprotocol/inspector', kind: 'mention', reason: "Names a third party's tool (its full invocation is exempt above)." },
  { command: 'npx --yes pnpm@10.34.9', kind: 'mention', reason: 'Decision 0001 names the prefix every pnpm command of the README uses; those commands are run.', covered: 'npx --yes pnpm@10.34.9 install' },
  { command: 'pnpm >= 10', kind: 'mention', reason: "Decision 0001 quotes typedoc's version range, not a command." },
  { command: 'npm view PKG@VERSION engines', kind: 'mention', reason: 'Decision 0001: the check to make before upgrading a pinned tool, with placeholders for the tool.' },
  { command: 'npm view', kind: 'mention', reason: 'Decision 0012 says how packages were looked up.' },
  { command: 'npm pack', kind: 'mention', reason: 'Decision 0012 says how scripts/chromium-for-tests.mjs fetches Chromium; that script is run.', covered: 'node scripts/chromium-for-tests.mjs' },
  { command: "sudo sh -c 'apt-get update && apt-get install -y --no-install-recommends chromium'", kind: 'mention', reason: 'Decision 0012 quotes the fix the browser tests print on a Debian machine without root; it installs a system package.' },
  { command: 'pnpm install', kind: 'mention', reason: 'Decision 0008 says what an install does with the runtimes package; the README install command is run.', covered: 'npx --yes pnpm@10.34.9 install' },
  { command: 'pnpm audit --prod', kind: 'mention', reason: 'Decision 0008 quotes what issue 9 asked; tests/matrix/supply-chain.test.ts runs the audit.' },
  { command: 'pnpm audit --prod --audit-level high', kind: 'mention', reason: 'docs/reliability.md says what tests/matrix/supply-chain.test.ts runs.' },
  { command: 'pnpm pack', kind: 'mention', reason: 'docs/reliability.md says how scripts/pack-fixtures.mjs packs; these tests run that script.' },
  { command: 'npm install @modelcontextprotocol/sdk@1.32.2', kind: 'mention', reason: 'Decision 0014 measures what the dependency costs an install; installing @honcho-ai/mcp is run.', covered: 'npm install @honcho-ai/mcp' },
  { command: 'changeset version', kind: 'mention', reason: 'The README says what `npm run version-packages` runs.' },
  { command: 'changeset publish', kind: 'mention', reason: 'The README and decision 0015 say what `npm run release` runs; tests/release dry-runs it with its flags.' },
  { command: 'npm publish --dry-run', kind: 'mention', reason: 'Decision 0015 says what the release rehearsal in tests/release runs for every public package.' },
  { command: 'pnpm publish --access public --tag latest --no-git-checks', kind: 'mention', reason: 'Decision 0015 quotes the flags `changeset publish` hands pnpm; tests/release dry-runs them.' },
  { command: 'npx @honcho-ai/testing --server <other>', kind: 'mention', reason: "The testing README says an unknown profile is refused with status 2 (<other> stands for any other value); the command's argument tests check it." },
  { command: 'node --single-threaded', kind: 'mention', reason: 'bench/README.md explains a flag the instruction counts run Node with (BENCH_INSTRUCTIONS=1, under valgrind).' },
];
