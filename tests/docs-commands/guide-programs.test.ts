// Every guide page, used as a newcomer uses it: in a fresh project outside the repository, run
// the page's `npm install` lines as written (the `@honcho-ai` packages are this checkout's,
// packed; everything else comes from npm), paste the page's code blocks top to bottom into the
// file its frontmatter names, type-check that file with strict `tsc`, and run it against the
// emulator (`npx @honcho-ai/testing`), as the tip at the top of each page says. A README section
// marked `<!-- program: file.mts -->` is checked the same way.
//
// What every project starts with is a TypeScript project for Node: `npm init -y`, then
// typescript, @types/node and tsx as dev dependencies, and a strict tsconfig.json. A page that
// needs anything else (zod, vitest, ai, the MCP SDK) has to say so in its install line. The file
// is type-checked with the repository's TypeScript and with the newest (7), which is what
// `npm install typescript` gives a reader today.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type PageProgram, programCommand, readPageProgram, sectionPrograms, STAND_IN_MODEL_PROVIDER } from '../../apps/docs/src/page-program.js';
import { tscCommand } from '../../scripts/runtimes.mjs';
import { EMULATOR_READY, MODEL_PROVIDER_READY } from './manifest.js';
import { repoRoot, type Running, startServer } from './run-command.js';
import { expectInstalledFromRegistry, userProjectEnv, writeProjectNpmrc } from './user-project.js';

const guides = join(repoRoot, 'apps', 'docs', 'guides');
const examplesSrc = join(repoRoot, 'apps', 'examples', 'src');
const rootManifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
/** The baseline's tools, at the versions the repository itself builds with. */
const BASELINE = ['typescript', '@types/node', 'tsx'].map((name) => `${name}@${rootManifest.devDependencies[name]}`);
/** The strict configuration a newcomer's TypeScript project has. */
const TSCONFIG = {
  compilerOptions: {
    target: 'es2022',
    module: 'nodenext',
    strict: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: true,
    types: ['node'],
    noEmit: true,
  },
};

const registry = inject('scopeRegistry');
const env = userProjectEnv(registry);
let work: string;
let baseline: string;
let emulatorDir: string;

interface Ran {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `command` (through `sh`, as a reader's terminal would) in `cwd`, with stdout and stderr kept apart. */
function run(command: string, cwd: string, extra: Readonly<Record<string, string>> = {}, timeout = 180_000): Promise<Ran> {
  return new Promise((resolve) => {
    execFile('sh', ['-c', command], { cwd, env: { ...env, ...extra }, timeout, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : null;
      resolve({ code, stdout, stderr });
    });
  });
}

function expectSuccess(what: string, ran: Ran): void {
  if (ran.code !== 0) expect.fail(`${what} exited ${ran.code}:\n${ran.stdout}\n${ran.stderr}`);
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'honcho-guide-programs-'));
  baseline = join(work, 'baseline');
  mkdirSync(baseline);
  writeProjectNpmrc(baseline, registry);
  expectSuccess('npm init -y', await run('npm init -y', baseline));
  expectSuccess('the baseline install', await run(`npm install --save-dev ${BASELINE.join(' ')}`, baseline));
  writeFileSync(join(baseline, 'tsconfig.json'), `${JSON.stringify(TSCONFIG, null, 2)}\n`);

  emulatorDir = join(work, 'emulator');
  mkdirSync(emulatorDir);
  writeProjectNpmrc(emulatorDir, registry);
}, 300_000);

/** The newest TypeScript's compiler (tools/runtimes installs it, as for the runtime matrix). */
function newestTsc(): string[] {
  const command = tscCommand('newest') as string[] | undefined;
  if (!command) throw new Error('TypeScript (newest) is not installed: run `pnpm install` (tools/runtimes provides it)');
  return command;
}

/** The emulator as the page tells a reader to start it (on a free port rather than 8000, with the page's `emulator:` flags): a fresh one per page, as a reader's would be. */
function startEmulator(flags?: string): Promise<Running> {
  return startServer(`npx -y @honcho-ai/testing --port 0${flags === undefined ? '' : ` ${flags}`}`, emulatorDir, env, EMULATOR_READY, 120);
}

/** The stand-in model provider as the tip of a `model-provider: stand-in` page tells a reader to start it (on a free port rather than 8080). */
function startModelProvider(): Promise<Running> {
  return startServer(`npx -y @honcho-ai/testing --model-provider --port 0`, emulatorDir, env, MODEL_PROVIDER_READY, 120);
}

// Each program's project is removed when it is done (checkProgram); what is left here is the
// baseline and the emulator's folder. Removing node_modules trees is disk-bound, and the last CI run
// took over 20 s for all of them on a busy machine: the bound is a cleanup's, not a check's.
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
}, 180_000);

const pages = readdirSync(guides)
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((page) => ({ page, program: readPageProgram(join(guides, page), examplesSrc) }));

describe('every guide, pasted top to bottom into a fresh project, type-checks and runs', () => {
  it('every page with code names the file its code goes into', () => {
    const unnamed = pages.filter(({ program }) => program.blocks.length > 0 && program.file === undefined).map(({ page }) => page);
    expect(unnamed, 'pages with TypeScript blocks but no `program:` in their frontmatter').toEqual([]);
  });

  it('fails a page whose blocks, in order, are not one program (the testing guide before this test)', async () => {
    // fixtures/testing-guide-before: the testing guide and its examples as they were when this test
    // was written. Its `http` block ended inside its describe( and never closed it.
    const before = join(import.meta.dirname, 'fixtures', 'testing-guide-before');
    const program = readPageProgram(join(before, 'testing.md'), before);
    const dir = join(work, 'testing-guide-before');
    cpSync(baseline, dir, { recursive: true, verbatimSymlinks: true });
    writeFileSync(join(dir, 'support.test.ts'), program.code);
    const checked = await run('npx tsc -p . 2>&1', dir);
    expect(checked.code).not.toBe(0);
    expect(checked.stdout).toContain("error TS1005: '}' expected.");
  });

  for (const { page, program } of pages) {
    const { file } = program;
    if (file === undefined) continue;
    const shell = program.node === undefined ? {} : { PATH: `${nodeBin(program.node)}:${env.PATH ?? ''}` };
    // Concurrently (vitest.config.ts bounds how many): most of each program's time is npm, tsc and
    // node child processes and the registry's answers, which one at a time leave a core idle.
    it.concurrent(`${page} (${file}${program.node === undefined ? '' : `, Node ${program.node}`})`, async () => {
      if (program.node !== undefined) expect((await run('node --version', work, shell)).stdout).toMatch(new RegExp(`^v${program.node}\\.`));
      await checkProgram(`guide ${page}`, page.replace(/\.md$/, ''), { ...program, file }, shell);
    }, 300_000);
  }
});

/** The folder of tools/runtimes' Node `major` binary, first on the PATH of a page that needs it (npm and npx then run on it too). */
function nodeBin(major: number): string {
  const bin = join(repoRoot, 'tools', 'runtimes', 'node_modules', `node${major}`, 'bin');
  if (!existsSync(join(bin, 'node'))) throw new Error(`Node ${major} is not installed: run \`pnpm install\` (tools/runtimes provides it)`);
  return bin;
}

describe('the AI SDK guide on Node 24', () => {
  // npm picks each package's newest release whose engines fit the Node it runs on: `ai` 7 needs
  // Node 22, so the Node 20 run above gets `ai` 6, and a reader on a current Node gets 7.
  it('installs ai 7 there, and its program still type-checks and runs', async () => {
    const node24 = nodeBin(24);
    const program = pages.find(({ page }) => page === 'ai-sdk.md')?.program;
    if (program?.file === undefined) throw new Error('apps/docs/guides/ai-sdk.md names no program');
    let installed: string | undefined;
    await checkProgram('guide ai-sdk.md on Node 24', 'ai-sdk-node24', { ...program, file: program.file }, { PATH: `${node24}:${env.PATH ?? ''}` }, (dir) => {
      installed = (JSON.parse(readFileSync(join(dir, 'node_modules', 'ai', 'package.json'), 'utf8')) as { version: string }).version;
    });
    expect(installed).toMatch(/^7\./);
  }, 300_000);
});

describe('every README section marked as a program, pasted into a fresh project, type-checks and runs', () => {
  const readmes = ['README.md', ...['packages', 'apps'].flatMap((parent) => readdirSync(join(repoRoot, parent)).map((name) => join(parent, name, 'README.md')))].filter((path) => existsSync(join(repoRoot, path)));
  const programs = readmes.flatMap((readme) => sectionPrograms(readFileSync(join(repoRoot, readme), 'utf8'), examplesSrc).map((program) => ({ readme, program })));

  it('finds the marked sections', () => {
    expect(programs.map(({ readme, program }) => `${readme} ${program.file}`)).toEqual(expect.arrayContaining(['packages/sdk/README.md emulator.mts', 'packages/ai-sdk/README.md ai-sdk-testing.mts']));
  });

  for (const { readme, program } of programs) {
    it.concurrent(`${readme}:${program.line} (${program.file})`, () => checkProgram(`${readme}:${program.line}`, `${readme.replace(/\W+/g, '-')}-${program.line}`, program), 300_000);
  }
});

/**
 * In a fresh copy of the baseline project: the program's install lines as written, then its
 * code in `program.file`, type-checked and run against a fresh emulator. `what` names the page in
 * failures, which list the blocks the file was built from. `lookInside` sees the project before it
 * is removed (each is, once checked, so the disk holds one project per running program).
 */
async function checkProgram(
  what: string,
  folder: string,
  program: PageProgram & { readonly file: string },
  shell: Readonly<Record<string, string>> = {},
  lookInside?: (dir: string) => void,
): Promise<void> {
  const dir = join(work, folder);
  cpSync(baseline, dir, { recursive: true, verbatimSymlinks: true });
  try {
    await checkProgramIn(dir, what, program, shell);
    lookInside?.(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function checkProgramIn(dir: string, what: string, program: PageProgram & { readonly file: string }, shell: Readonly<Record<string, string>>): Promise<void> {
  const { file } = program;
  for (const install of program.installs) {
    expectSuccess(`${what}: \`${install}\``, await run(install, dir, shell));
    expectInstalledFromRegistry(dir, install, registry, what);
  }
  writeFileSync(join(dir, file), program.code);
  const listing = program.blocks.map((block, index) => `  block ${index + 1}: line ${block.line} (${block.source})`).join('\n');
  const checked = await run(`npx tsc -p . 2>&1`, dir, shell);
  if (checked.code !== 0) expect.fail(`${what}: its code, pasted into ${file}, does not type-check:\n${checked.stdout}\nThe blocks, in order:\n${listing}`);
  // And with the TypeScript a reader's `npm install typescript` gets today (7, the native compiler).
  const newest = await run(`${newestTsc().join(' ')} -p . 2>&1`, dir);
  if (newest.code !== 0) expect.fail(`${what}: its code, pasted into ${file}, does not type-check with TypeScript 7:\n${newest.stdout}\nThe blocks, in order:\n${listing}`);
  const emulator = await startEmulator(program.emulatorArgs);
  let ran: Ran;
  try {
    const model = program.modelProvider === true ? await startModelProvider() : undefined;
    try {
      const modelEnv = model === undefined ? {} : { OPENAI_BASE_URL: model.ready.groups?.['url'] ?? '', OPENAI_API_KEY: STAND_IN_MODEL_PROVIDER.apiKey };
      ran = await run(programCommand(file), dir, { ...shell, HONCHO_URL: emulator.ready.groups?.['url'] ?? '', ...modelEnv }, 120_000);
    } finally {
      await model?.stop();
    }
  } finally {
    await emulator.stop();
  }
  if (ran.code !== 0) expect.fail(`${what}: \`${programCommand(file)}\` exited ${ran.code}:\n${ran.stdout}\n${ran.stderr}\nThe blocks, in order:\n${listing}`);
  expect(ran.stderr, `${what}: what the program wrote to stderr`).toBe('');
}

