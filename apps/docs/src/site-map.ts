/**
 * What the site holds, in the order a reader meets it: the guides in the
 * sidebar, and the packages the API reference has a section for. The
 * VitePress config (.vitepress/config.ts) builds its navigation from these
 * lists, and the tests check the built site against them.
 */

/** A guide: `guides/<slug>.md`, served at `/guides/<slug>`. */
export interface GuidePage {
  /** The Markdown file's name without `.md`, and the last segment of its URL. */
  readonly slug: string;
  /** The title in the sidebar; the page's `<title>` is "<title> | Honcho TypeScript". */
  readonly title: string;
}

/** Every guide, in the order the sidebar lists them. The landing page (`index.md`) is not one of them. */
export const GUIDES: readonly GuidePage[] = [
  { slug: 'getting-started', title: 'Getting started' },
  { slug: 'concepts', title: 'Concepts' },
  { slug: 'structured-outputs', title: 'Structured outputs' },
  { slug: 'evidence', title: 'Evidence' },
  { slug: 'streaming', title: 'Streaming' },
  { slug: 'ai-sdk', title: 'AI SDK' },
  { slug: 'openai-agents', title: 'OpenAI Agents SDK' },
  { slug: 'mastra', title: 'Mastra' },
  { slug: 'langchain', title: 'LangChain' },
  { slug: 'openai-compat', title: 'OpenAI-compatible API' },
  { slug: 'mcp', title: 'MCP server' },
  { slug: 'memory-budget', title: 'Memory budgets, deadlines and exactly-once writes' },
  { slug: 'experimental', title: 'Experimental: dreaming and identity' },
  { slug: 'webhooks', title: 'Webhooks' },
  { slug: 'testing', title: 'Testing with the emulator' },
  { slug: 'inspector', title: 'Inspector' },
  { slug: 'cli', title: 'The honcho command and the config file' },
  { slug: 'errors-and-retries', title: 'Errors and retries' },
  { slug: 'tracing', title: 'Tracing with OpenTelemetry' },
  { slug: 'server-compatibility', title: 'Server compatibility' },
  { slug: 'migrating', title: 'Migrating from 2.5' },
];

/** The site's name: the title of the landing page and the suffix of every page title. */
export const SITE_NAME = 'Honcho TypeScript';

/** Where guides live, relative to the VitePress root (apps/docs). */
export const GUIDES_DIR = 'guides';

/** Where typedoc writes the API reference, relative to the VitePress root (apps/docs). Build output, not in git. */
export const API_DIR = 'api';

/** A guide's URL on the site (clean URLs: no `.html`). */
export const guideUrl = (slug: string): string => `/${GUIDES_DIR}/${slug}`;

/** The file a clean URL is served from in the built site, relative to its output directory. */
export const htmlFileOf = (url: string): string => {
  const path = url.split('#')[0]?.split('?')[0] ?? '';
  if (path === '' || path.endsWith('/')) return `${path.replace(/^\//, '')}index.html`;
  return `${path.replace(/^\//, '')}.html`;
};

/** A package with a section of the API reference. */
export interface PackageEntry {
  readonly name: string;
  /** What it is for, in one line: the landing page and the sidebar say the same. */
  readonly purpose: string;
}

/** Every published package, in the order the sidebar's API reference lists them. */
export const PACKAGES: readonly PackageEntry[] = [
  { name: '@honcho-ai/sdk', purpose: 'The client: peers, sessions, messages, chat with typed answers, evidence and streams.' },
  { name: '@honcho-ai/ai-sdk', purpose: 'Memory for the Vercel AI SDK: a middleware and tools.' },
  { name: '@honcho-ai/openai-compat', purpose: 'Honcho behind the OpenAI Chat Completions protocol.' },
  { name: '@honcho-ai/mcp', purpose: 'Honcho for MCP clients, over stdio or HTTP.' },
  { name: '@honcho-ai/openai-agents', purpose: 'Memory for the OpenAI Agents SDK: a Session, a memory filter and tools.' },
  { name: '@honcho-ai/mastra', purpose: 'Memory for Mastra agents: a processor and tools.' },
  { name: '@honcho-ai/langchain', purpose: 'Memory for LangChain.js: agent middleware, tools, a message history and a retriever.' },
  { name: '@honcho-ai/testing', purpose: 'An in-memory Honcho server (the emulator) for tests and offline work.' },
  { name: '@honcho-ai/inspector', purpose: 'A local web UI that shows what Honcho remembers.' },
  { name: '@honcho-ai/sdk-core', purpose: 'The transport, errors and schema tools the others share.' },
  { name: '@honcho-ai/api-types', purpose: 'The wire types of the Honcho v3 HTTP API.' },
];

/** A package's section of the API reference (typedoc-plugin-markdown names folders after packages). */
export const apiUrl = (packageName: string): string => `/${API_DIR}/${packageName}/`;
