/** A page of the site, in navigation order. */
export interface GuidePage {
  /** Output name without `.html`, and the Markdown file's name without `.md`. */
  readonly slug: string;
  /** The title in the navigation and the page's `<title>`. */
  readonly title: string;
}

/** Every guide, in the order the navigation lists them. `index` is the home page. */
export const GUIDES: readonly GuidePage[] = [
  { slug: 'index', title: 'Overview' },
  { slug: 'getting-started', title: 'Getting started' },
  { slug: 'concepts', title: 'Concepts' },
  { slug: 'structured-outputs', title: 'Structured outputs' },
  { slug: 'evidence', title: 'Evidence' },
  { slug: 'streaming', title: 'Streaming' },
  { slug: 'ai-sdk', title: 'AI SDK' },
  { slug: 'openai-compat', title: 'OpenAI-compatible API' },
  { slug: 'mcp', title: 'MCP server' },
  { slug: 'experimental', title: 'Experimental: dreaming and identity' },
  { slug: 'testing', title: 'Testing with the emulator' },
  { slug: 'errors-and-retries', title: 'Errors and retries' },
  { slug: 'migrating', title: 'Migrating from 2.5' },
];

/** The site's name, in every page title. */
export const SITE_NAME = 'Honcho TypeScript';
