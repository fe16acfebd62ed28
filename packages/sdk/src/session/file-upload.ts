import type { InputIssue } from '@honcho-ai/sdk-core';
import { messageConfigToWire } from '../configuration/configuration-mapping.js';
import type { MessageConfiguration } from '../configuration/configuration-types.js';
import type { CallOptions } from '../internal/call-options.js';
import type { IdLike } from '../internal/resolve-id.js';
import { normalizeTimestamp } from '../message/message-input.js';
import { describe, idIssues, InputIssues, isPlainObject, metadataIssues } from '../validation/input-issues.js';
import { LIMITS } from '../validation/limits.js';
import { messageConfigIssues } from '../workspace/configuration-issues.js';

/**
 * File contents with a name and type, for runtimes without `File` or when the
 * bytes come from elsewhere (a Node `Buffer` is a `Uint8Array`).
 *
 * @example
 * ```ts
 * { filename: 'notes.md', content: await readFile('notes.md'), content_type: 'text/markdown' }
 * ```
 */
export interface UploadableFileObject {
  /** The file's name, sent with the upload. */
  filename: string;
  /** The bytes. */
  content: Uint8Array | ArrayBuffer;
  /** Its media type: `application/pdf`, `application/json` or any `text/*`. */
  content_type: string;
}

/** A file to upload: a `File` or `Blob`, or an {@link UploadableFileObject}. */
export type UploadableFile = Blob | UploadableFileObject;

/** The parameters of an upload, as `@honcho-ai/sdk` 2.5 exported them. */
export interface FileUpload {
  file: UploadableFile;
  peer: IdLike;
  metadata?: Record<string, unknown> | undefined;
  configuration?: MessageConfiguration | null | undefined;
  createdAt?: string | null | undefined;
}

/** Options of `session.uploadFile()`. */
export interface UploadFileOptions extends CallOptions {
  /** Metadata applied to every message made from the file. */
  metadata?: Record<string, unknown> | undefined;
  /** Message configuration (reasoning) applied to every message made from the file. */
  configuration?: MessageConfiguration | Record<string, unknown> | null | undefined;
  /** Timestamp for the resulting messages: a `Date` or an ISO 8601 string. */
  createdAt?: string | Date | undefined;
}

/** Media types the server turns into messages (PDF and JSON exactly, without parameters); anything else is refused with 415. */
export const UPLOAD_CONTENT_TYPES: readonly string[] = ['application/pdf', 'application/json', 'text/*'];

// For files whose type the runtime left empty (a browser does for unknown
// extensions; a bare Blob has none), a type from the name, so a Markdown file
// is not refused as application/octet-stream.
const TYPES_BY_EXTENSION: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  json: 'application/json',
  txt: 'text/plain',
  text: 'text/plain',
  log: 'text/plain',
  md: 'text/markdown',
  markdown: 'text/markdown',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  html: 'text/html',
  htm: 'text/html',
  xml: 'text/xml',
};

/**
 * Checks an upload entirely before the network (file form, size at most
 * 5 MB, a media type the server accepts, peer, metadata, configuration,
 * timestamp) and builds its multipart body.
 *
 * @throws {@link HonchoValidationError} naming every problem.
 * @internal
 */
export function uploadFormData(file: unknown, peer: unknown, options: UploadFileOptions): FormData {
  const issues = new InputIssues();
  const part = filePart(file, issues);
  const peerId = typeof peer === 'object' && peer !== null && typeof (peer as { id?: unknown }).id === 'string' ? (peer as { id: string }).id : peer;
  const createdAt = normalizeTimestamp(options.createdAt, 'createdAt', issues);
  issues
    .addAll(idIssues(peerId, 'peer'))
    .addAll(metadataIssues(options.metadata, 'metadata'))
    .addAll(messageConfigIssues(options.configuration, 'configuration'))
    .throwIfAny('Invalid file upload');

  const form = new FormData();
  const { blob, filename } = part as FilePart;
  if (filename === undefined) form.append('file', blob);
  else form.append('file', blob, filename);
  form.append('peer_id', peerId as string);
  if (options.metadata !== undefined) form.append('metadata', JSON.stringify(options.metadata));
  const configuration = messageConfigToWire(options.configuration as MessageConfiguration | null | undefined);
  if (configuration !== undefined && configuration !== null) form.append('configuration', JSON.stringify(configuration));
  if (typeof createdAt === 'string') form.append('created_at', createdAt);
  return form;
}

interface FilePart {
  blob: Blob;
  filename: string | undefined;
}

function filePart(file: unknown, issues: InputIssues): FilePart | undefined {
  if (typeof Blob !== 'undefined' && file instanceof Blob) {
    const named: unknown = (file as unknown as { name?: unknown }).name;
    const name = typeof named === 'string' && named !== '' ? named : undefined;
    const type = file.type || typeFromName(name);
    const problems = [...sizeIssues(file.size, 'file'), ...contentTypeIssues(type, 'file.type', name)];
    issues.addAll(problems);
    if (problems.length > 0) return undefined;
    // Re-wrapped only when the type had to be inferred, so the part carries it.
    const blob = file.type ? file : new Blob([file], { type });
    return { blob, filename: name };
  }
  if (!isPlainObject(file)) {
    issues.add('file', `must be a File, a Blob, or { filename, content, content_type }, got ${describe(file)}`);
    return undefined;
  }
  const { filename, content, content_type: contentType } = file;
  const problems: InputIssue[] = [];
  if (typeof filename !== 'string' || filename === '') problems.push({ path: 'file.filename', message: `must be a non-empty string, got ${describe(filename)}` });
  const bytes = content instanceof Uint8Array ? content : content instanceof ArrayBuffer ? new Uint8Array(content) : undefined;
  if (bytes === undefined) problems.push({ path: 'file.content', message: `must be a Uint8Array (a Buffer is one) or an ArrayBuffer, got ${describe(content)}` });
  else problems.push(...sizeIssues(bytes.byteLength, 'file.content'));
  if (typeof contentType !== 'string' || contentType === '') {
    problems.push({ path: 'file.content_type', message: `must be a media type such as text/plain, got ${describe(contentType)}` });
  } else {
    problems.push(...contentTypeIssues(contentType, 'file.content_type', undefined));
  }
  issues.addAll(problems);
  if (problems.length > 0 || bytes === undefined) return undefined;
  // Copied into a fresh ArrayBuffer-backed array: Blob does not take views over a SharedArrayBuffer.
  return { blob: new Blob([new Uint8Array(bytes)], { type: contentType as string }), filename: filename as string };
}

function sizeIssues(bytes: number, path: string): InputIssue[] {
  if (bytes <= LIMITS.uploadMaxBytes) return [];
  return [{ path, message: `must be at most ${LIMITS.uploadMaxBytes} bytes (5 MB), got ${bytes} bytes` }];
}

function contentTypeIssues(type: string, path: string, name: string | undefined): InputIssue[] {
  if (type === '') {
    return [{ path, message: `is unknown${name ? ` for ${JSON.stringify(name)}` : ''}; give the file a type (one of ${UPLOAD_CONTENT_TYPES.join(', ')})` }];
  }
  if (isAcceptedType(type)) return [];
  return [{ path, message: `must be one of ${UPLOAD_CONTENT_TYPES.join(', ')} (the server refuses others with 415), got ${JSON.stringify(type)}` }];
}

/**
 * The server matches the part's type exactly: `application/pdf` and
 * `application/json` without parameters (`application/json; charset=utf-8`
 * is refused with 415), any `text/...` with or without them. Case does not
 * matter here because `Blob` lower-cases the type it sends.
 */
function isAcceptedType(type: string): boolean {
  const sent = type.toLowerCase();
  return sent === 'application/pdf' || sent === 'application/json' || sent.startsWith('text/');
}

function typeFromName(name: string | undefined): string {
  const extension = name?.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : undefined;
  return (extension !== undefined ? TYPES_BY_EXTENSION[extension] : undefined) ?? '';
}
