// Bundle size of an app using '@honcho-ai/sdk', as an app bundler ships it:
// esbuild, minified, ESM with code splitting (so a dynamic `import()` becomes
// a lazy chunk, as in Vite, webpack or Rollup), browser platform, each output
// file gzipped at level 9. The entry chunk plus every chunk it loads eagerly
// (static imports, followed transitively) are summed apart from the lazy
// chunks. Shared by run.mjs and the bundle-size test.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** The budget issue 35 sets for the typical app's bundle (all chunks): at most this share of 2.5.0's, measured in the same run. */
export const TYPICAL_APP_TARGET_RATIO = 0.8;

/** The app code: the import, used minimally. */
export const minimalEntry = (specifier) =>
  `import { Honcho } from '${specifier}';\nexport const client = new Honcho({ apiKey: 'hch-key', workspaceId: 'app' });\n`;

/**
 * A typical app's code: peers, a session, addMessages, chat and streamed chat. 2.5.0 streams with
 * `chat(query, { stream: true })`, this SDK with `chatStream`; both calls are in the code, so each
 * bundle holds what its SDK needs for both.
 */
export const typicalEntry = (specifier) => `import { Honcho } from '${specifier}';
const honcho = new Honcho({ apiKey: 'hch-key', workspaceId: 'app' });
export async function turn(text, onDelta) {
  const [user, assistant, session] = await Promise.all([honcho.peer('user'), honcho.peer('assistant'), honcho.session('chat')]);
  await session.addMessages([user.message(text)]);
  const answer = await assistant.chat(text, { session, target: user });
  const stream = typeof assistant.chatStream === 'function' ? await assistant.chatStream(text, { session }) : await assistant.chat(text, { session, stream: true });
  for await (const delta of stream) onDelta(delta);
  await session.addMessages([assistant.message(String(answer))]);
  return answer;
}
`;

/**
 * Bundles `app` (the minimal entry unless given) for `specifier` (resolved
 * from bench/) and reports the sizes of what it can load: the entry with its
 * static imports (eager), and the chunks reachable through `import()` (lazy).
 *
 * @returns `{ eagerGzip, eagerMin, lazyGzip, lazyMin, files: [{ file, min, gzip, eager }] }`
 */
export async function measureBundle(specifier = '@honcho-ai/sdk', app = minimalEntry) {
  const { build } = require('esbuild');
  mkdirSync(join(here, '.tmp'), { recursive: true });
  const work = mkdtempSync(join(here, '.tmp', 'bundle-'));
  try {
    const entry = join(work, 'entry.mjs');
    writeFileSync(entry, app(specifier));
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      minify: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      outdir: join(work, 'out'),
      write: false,
      metafile: true,
      logLevel: 'silent',
      absWorkingDir: here,
      nodePaths: [join(here, 'node_modules')],
    });
    const outputs = result.metafile.outputs;
    const byPath = new Map(result.outputFiles.map((file) => [relative(here, file.path), file.contents]));
    // The app's own entry: with code splitting every `import()` target is an entry point too.
    const entryOut = Object.keys(outputs).find(
      (key) => outputs[key].entryPoint !== undefined && join(here, outputs[key].entryPoint) === entry && key.endsWith('.js'),
    );
    const eager = new Set();
    const visit = (key) => {
      if (eager.has(key)) return;
      eager.add(key);
      for (const imported of outputs[key].imports) if (imported.kind === 'import-statement' && outputs[imported.path]) visit(imported.path);
    };
    visit(entryOut);
    // What the app can load at all: the eager files and every `import()` target reachable from them.
    // esbuild still writes a chunk for an `import()` whose caller tree shaking removed, and nothing
    // ever loads such a file (the tokenizer of an app that sets no token budget, say).
    const reachable = new Set();
    const reach = (key) => {
      if (reachable.has(key)) return;
      reachable.add(key);
      for (const imported of outputs[key].imports) if (outputs[imported.path]) reach(imported.path);
    };
    reach(entryOut);
    const files = Object.keys(outputs)
      .filter((key) => key.endsWith('.js') && reachable.has(key))
      .map((key) => {
        const contents = byPath.get(key) ?? byPath.get(relative(here, join(here, key)));
        return { file: key.split('/').pop(), min: contents.length, gzip: gzipSync(contents, { level: 9 }).length, eager: eager.has(key) };
      });
    const sum = (list, field) => list.reduce((total, file) => total + file[field], 0);
    const eagerFiles = files.filter((file) => file.eager);
    const lazyFiles = files.filter((file) => !file.eager);
    return {
      eagerGzip: sum(eagerFiles, 'gzip'),
      eagerMin: sum(eagerFiles, 'min'),
      lazyGzip: sum(lazyFiles, 'gzip'),
      lazyMin: sum(lazyFiles, 'min'),
      files,
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
