// The README's tables and command lines, checked against the code they describe, so they cannot drift.
import { readFileSync } from 'node:fs';
import { HONCHO_TOOL_NAMES } from '@honcho-ai/sdk';
import { HONCHO_TOOL_SPECS } from '@honcho-ai/sdk/integrations';
import { describe, expect, it } from 'vitest';
import { CLI_FLAGS, parseCliOptions } from '../src/cli/cli-options.js';
import { httpClientInstructions } from '../src/cli/http-client-instructions.js';
import { originRefusal } from '../src/http/origin-check.js';
import { workspaceTools } from '../src/tools/workspace/workspace-tools.js';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

/** The cells of a Markdown table row: split on unescaped pipes, `\|` read back as `|`. */
function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replaceAll('\\|', '|'));
}

/** The body rows of the table whose header row is exactly `header`, as cells. */
function table(header: string): string[][] {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => line.trim() === header);
  if (start === -1) throw new Error(`no table with the header ${header}`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.trim().startsWith('|')) break;
    rows.push(cells(line));
  }
  return rows;
}

/** A cell's text as a reader sees it: code spans unwrapped. */
const plain = (cell: string): string => cell.replaceAll('`', '');

/** The code spans of a cell, e.g. the tool names of a list. */
const codeSpans = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');

describe('README', () => {
  it("lists every flag of the command, in --help's order, with its value, variable and help", () => {
    const documented = table('| Flag | Environment variable | Meaning |').map(([flag = '', variable = '', meaning = '']) => ({
      usage: plain(flag),
      env: plain(variable),
      help: plain(meaning),
    }));
    const actual = CLI_FLAGS.map((flag) => ({ usage: `--${flag.name}${flag.value === undefined ? '' : ` ${flag.value}`}`, env: flag.env ?? '', help: flag.help }));
    expect(documented).toEqual(actual);
  });

  it("shows command lines and client configurations the command accepts, using only the options' variables", () => {
    const variables = new Set(CLI_FLAGS.flatMap((flag) => (flag.env === undefined ? [] : [flag.env])));
    const commandLines = [...readme.matchAll(/npx -y @honcho-ai\/mcp([^`\n#]*)/g)].map((match) => (match[1] ?? '').split(/\s+/).filter((arg) => arg !== ''));
    const configs = [...readme.matchAll(/```json\n([\s\S]*?)```/g)].map((match) => JSON.parse(match[1] ?? '') as { mcpServers?: Record<string, ServerEntry>; servers?: Record<string, ServerEntry> });
    const entries = configs.flatMap((config) => Object.values({ ...config.mcpServers, ...config.servers })).filter((entry) => entry.command !== undefined);
    expect(commandLines.length).toBeGreaterThanOrEqual(5);
    expect(entries).toHaveLength(3);
    for (const args of commandLines) expect(() => parseCliOptions(args, {}), args.join(' ')).not.toThrow();
    for (const entry of entries) {
      expect(entry.command).toBe('npx');
      expect(entry.args?.slice(0, 2)).toEqual(['-y', '@honcho-ai/mcp']);
      expect(() => parseCliOptions(entry.args?.slice(2) ?? [], entry.env ?? {})).not.toThrow();
      expect(Object.keys(entry.env ?? {}).filter((name) => !variables.has(name))).toEqual([]);
    }
  });

  it('shows the start-up lines of --transport http as the command prints them, with a key and without', () => {
    const shown = [...readme.matchAll(/^# (honcho-mcp: clients .*)$/gm)].map((match) => match[1]);
    expect(shown).toEqual([`honcho-mcp: ${httpClientInstructions(true)}`, `honcho-mcp: ${httpClientInstructions(false)}`]);
  });

  it('shows the answer to a foreign origin as the server sends it', async () => {
    const shown = [...readme.matchAll(/```json\n([\s\S]*?)```/g)].map((match) => JSON.parse(match[1] ?? '') as unknown).filter((body) => typeof body === 'object' && body !== null && 'error' in body);
    expect(shown).toEqual([await originRefusal('http://evil.example', new Set())?.json()]);
  });

  it('and so does the MCP guide of the docs site, which quotes the line of a command without a key', () => {
    const guide = readFileSync(new URL('../../../apps/docs/guides/mcp.md', import.meta.url), 'utf8');
    expect([...guide.matchAll(/^(honcho-mcp: clients .*)$/gm)].map((match) => match[1])).toEqual([`honcho-mcp: ${httpClientInstructions(false)}`]);
  });

  it("lists the six memory tools in the catalogue's order, with every argument of each", () => {
    const rows = table('| Tool | What the model gets | Arguments |');
    expect(rows.map(([tool = '']) => plain(tool))).toEqual([...HONCHO_TOOL_NAMES]);
    for (const [tool = '', , args = ''] of rows) {
      const name = plain(tool) as keyof typeof HONCHO_TOOL_SPECS;
      expect(codeSpans(args).filter((span) => /^[a-z]\w*$/i.test(span) && !/^(minimal|max)$/.test(span)), name).toEqual(Object.keys(HONCHO_TOOL_SPECS[name].inputSchema.properties));
    }
  });

  it("lists the workspace toolset's 31 tools once each, and exactly the server's once it has them", () => {
    const documented = table('| Area | Tools |').flatMap(([, tools = '']) => codeSpans(tools));
    expect(documented).toHaveLength(31);
    expect(new Set(documented).size).toBe(31);
    const served = workspaceTools().map((tool) => tool.name);
    // The toolset is being built; as soon as it serves tools, the README must name the same ones.
    if (served.length > 0) expect([...documented].sort()).toEqual([...served].sort());
  });
});

interface ServerEntry {
  readonly command?: string;
  readonly args?: readonly string[];
  readonly env?: Record<string, string>;
}
