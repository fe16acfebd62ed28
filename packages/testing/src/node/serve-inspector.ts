import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The part of `@honcho-ai/inspector` the emulator's command uses (the package is optional, so not a dependency). */
interface InspectorModule {
  startInspector(options: { baseURL: string; apiKey?: string; workspaceId?: string; port?: number; host?: string }): Promise<{ url: string; close(): Promise<void> }>;
}

/** `--inspector` was given but `@honcho-ai/inspector` is not installed where the command runs. */
export class InspectorMissingError extends Error {
  override readonly name = 'InspectorMissingError';
}

/**
 * Starts the inspector on a running emulator. `@honcho-ai/inspector` is looked for in the project
 * the command runs in (the working directory), then beside this package: it is an optional
 * companion, installed by those who want it, and the emulator stays free of its UI.
 */
export async function serveInspector(options: { baseURL: string; apiKey?: string | undefined; workspaceId?: string | undefined; port: number; host: string }): Promise<{ url: string; close(): Promise<void> }> {
  const inspector = await loadInspector();
  return inspector.startInspector({
    baseURL: options.baseURL,
    port: options.port,
    host: options.host,
    ...(options.apiKey !== undefined && { apiKey: options.apiKey }),
    ...(options.workspaceId !== undefined && { workspaceId: options.workspaceId }),
  });
}

async function loadInspector(): Promise<InspectorModule> {
  const places = [join(process.cwd(), 'package.json'), import.meta.url];
  for (const place of places) {
    let resolved: string;
    try {
      resolved = createRequire(place).resolve('@honcho-ai/inspector');
    } catch {
      continue;
    }
    return (await import(pathToFileURL(resolved).href)) as InspectorModule;
  }
  throw new InspectorMissingError('--inspector needs the package @honcho-ai/inspector: npm install --save-dev @honcho-ai/inspector (in the project you run honcho-emulator from), or run npx @honcho-ai/inspector --url <the emulator URL> beside it.');
}
