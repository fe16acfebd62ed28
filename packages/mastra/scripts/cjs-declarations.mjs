// @mastra/core's `require` condition points at its ESM declarations (`.d.ts` in a "type": "module"
// package), and a CommonJS program may import those only as types with `resolution-mode: 'import'`
// (TS1479 otherwise, under node16 and before TypeScript 5.8 under nodenext). tsup's declaration
// bundler drops import attributes, so the CommonJS declarations get them here, after the build.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../dist/index.d.cts', import.meta.url);
const declarations = readFileSync(file, 'utf8');
const mastraImport = /^import \{([^}]+)\} from '(@mastra\/core(?:\/[^']+)?)';$/gm;
const rewritten = declarations.replace(mastraImport, (_line, names, specifier) => `import type {${names}} from '${specifier}' with { 'resolution-mode': 'import' };`);
if (rewritten === declarations) throw new Error('dist/index.d.cts imports nothing from @mastra/core: the build changed, check scripts/cjs-declarations.mjs');
if (/^import [^\n]*from '@mastra\/core[^']*';$/m.test(rewritten)) throw new Error('dist/index.d.cts still has an @mastra/core import without resolution-mode');
writeFileSync(file, rewritten);
