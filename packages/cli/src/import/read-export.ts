import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { readChatGptExport } from './chatgpt-export.js';
import { readClaudeExport } from './claude-export.js';
import { type ImportedConversation, ImportInputError } from './imported-conversation.js';
import { readJsonlHistory } from './jsonl-history.js';
import type { ImportFormat } from './plan-import.js';

/** A file read for import: its format (given, or told from its shape) and its conversations. */
export interface ReadExport {
  readonly format: ImportFormat;
  readonly conversations: readonly ImportedConversation[];
}

/**
 * Reads an export. Without `format`, a `.jsonl` file is a JSONL history, and
 * a JSON list is a ChatGPT export when its conversations have a `mapping`,
 * a Claude export when they have `chat_messages`.
 */
export async function readExport(path: string, options: { format?: ImportFormat | undefined; session?: string | undefined } = {}): Promise<ReadExport> {
  const file = path;
  const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new ImportInputError({ file, field: '(file)' }, `cannot be read (${error.code ?? error.message})`);
  });
  const format = options.format ?? (path.endsWith('.jsonl') ? 'jsonl' : undefined);
  if (format === 'jsonl') return { format, conversations: readJsonlHistory(text, file, options.session ?? basename(path).replace(/\.jsonl$/, '')) };
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new ImportInputError({ file, field: '(file)' }, `is not JSON (${(error as Error).message}); for one message per line, name it .jsonl or pass --format jsonl`);
  }
  const detected = format ?? detectFormat(json);
  if (detected === undefined) {
    throw new ImportInputError({ file, field: '(root)' }, 'is neither a ChatGPT export (conversations with a mapping) nor a Claude export (conversations with chat_messages); pass --format');
  }
  return { format: detected, conversations: detected === 'chatgpt' ? readChatGptExport(json, file) : readClaudeExport(json, file) };
}

function detectFormat(json: unknown): ImportFormat | undefined {
  if (!Array.isArray(json)) return undefined;
  const first = json.find((item) => typeof item === 'object' && item !== null) as Record<string, unknown> | undefined;
  if (first === undefined) return 'chatgpt';
  if ('mapping' in first) return 'chatgpt';
  if ('chat_messages' in first) return 'claude';
  return undefined;
}
