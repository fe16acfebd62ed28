import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { fromRoot, workspacePackages } from './workspace.js';

// A reader (and go-to-definition, and code-structure tools) follows a call from a public
// method to its body along the imports. An import circle breaks that trail: tools stop at
// it, and its modules' evaluation order depends on which one is imported first. So no
// package's sources may import in a circle, counting every edge a module can take at run
// time: static imports, re-exports and `import()`.
//
// Type-only imports and re-exports (`import type`, `export type`) are left out: the compiler
// erases them, so they load nothing and order nothing, and a lazily loaded body naming the
// options type declared beside its public class (so the type is documented with the class)
// is how the resources are written on purpose.

/** One relative module edge of a source file. */
interface ModuleEdge {
  to: string;
  dynamic: boolean;
}

/** Every `.ts` file under `dir`, tests and test helpers included (they import too). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry) ? [path] : [];
  });
}

/** `./x.js` written in a `.ts` source names `./x.ts` (or `./x/index.ts`). */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const candidates = [base.replace(/\.js$/, '.ts'), `${base}.ts`, join(base, 'index.ts'), base];
  return candidates.find((candidate) => candidate.endsWith('.ts') && existsSync(candidate));
}

// Only `import type` / `export type` are erased: under `verbatimModuleSyntax` (tsconfig.base.json)
// `import { type A } from './a.js'` still loads `./a.js` (it compiles to `import {} from './a.js'`).
function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  return node.importClause?.isTypeOnly === true;
}

function isTypeOnlyExport(node: ts.ExportDeclaration): boolean {
  return node.isTypeOnly;
}

/** The relative imports, re-exports and `import()`s of one file that load code at run time. */
function runtimeEdges(file: string, source = readFileSync(file, 'utf8')): ModuleEdge[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const edges: ModuleEdge[] = [];
  const add = (specifier: ts.Expression | undefined, dynamic: boolean) => {
    if (specifier === undefined || !ts.isStringLiteralLike(specifier) || !specifier.text.startsWith('.')) return;
    const to = resolveSpecifier(file, specifier.text);
    if (to !== undefined) edges.push({ to, dynamic });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !isTypeOnlyImport(node)) add(node.moduleSpecifier, false);
    else if (ts.isExportDeclaration(node) && !isTypeOnlyExport(node)) add(node.moduleSpecifier, false);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0], true);
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return edges;
}

/** Strongly connected components with more than one file, or a file importing itself (Tarjan). */
function importCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return cycles;
}

describe('import graph', () => {
  it('finds a circle through a dynamic import and leaves type-only imports out', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(importCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    const here = join(import.meta.dirname, 'probe.ts');
    const edges = runtimeEdges(
      here,
      [
        "import type { A } from './workspace.js';",
        "import { type B, type C } from './workspace.js'; // kept as `import {} from`, so it loads",
        "export type { D } from './workspace.js';",
        "// import('./workspace.js') in a comment loads nothing",
        "const load = () => import('./workspace.js');",
        "export { fromRoot } from './workspace.js';",
      ].join('\n'),
    );
    const workspace = join(import.meta.dirname, 'workspace.ts');
    expect(edges).toEqual([
      { to: workspace, dynamic: false },
      { to: workspace, dynamic: true },
      { to: workspace, dynamic: false },
    ]);
  });

  // The sdk and core load their own modules statically: each ships one bundled file per format, and
  // a reader (or go-to-definition) follows a method to its body without a loader in between
  // (decision 0020). `import()` of another package (the optional schema converters) is allowed.
  describe.each(workspacePackages().filter((pkg) => ['@honcho-ai/sdk', '@honcho-ai/sdk-core'].includes(pkg.manifest.name)).map((pkg) => [pkg.manifest.name, pkg] as const))(
    '%s',
    (_name, pkg) => {
      it('loads none of its own modules with import()', () => {
        const dynamic = sourceFiles(join(pkg.dir, 'src'))
          .filter((file) => !/\.test(-d)?\.ts$/.test(file))
          .flatMap((file) => runtimeEdges(file).filter((edge) => edge.dynamic).map((edge) => `${fromRoot(file)} -> ${fromRoot(edge.to)}`));
        expect(dynamic, 'each entry is an import() of the package\'s own code; import it statically').toEqual([]);
      });
    },
  );

  describe.each(workspacePackages().map((pkg) => [pkg.manifest.name, pkg] as const))('%s', (_name, pkg) => {
    it('has no import circle in its sources (static imports, re-exports and import())', () => {
      const graph = new Map<string, string[]>();
      for (const file of sourceFiles(join(pkg.dir, 'src'))) graph.set(file, [...new Set(runtimeEdges(file).map((edge) => edge.to))]);
      const cycles = importCycles(graph).map((files) => `${files.length} files: ${files.map(fromRoot).join(', ')}`);
      expect(cycles, 'each entry is one circle of imports; break it so a reader can follow the calls').toEqual([]);
    });
  });
});
