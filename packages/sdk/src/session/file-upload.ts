import { describeValue, fields, isPlainObject, select, z, type InputSpec, type SpecShape } from '@honcho-ai/sdk-core';
import { messageConfigToWire } from '../configuration/configuration-mapping.js';
import type { MessageConfiguration } from '../configuration/configuration-types.js';
import type { CallOptionKey, CallOptions } from '../internal/call-options.js';
import { resolveId, type IdLike } from '../internal/resolve-id.js';
import { isoTimestamp, timestampSpec } from '../message/message-input.js';
import { idLike } from '../validation/id-like.js';
import { LIMITS } from '../validation/limits.js';
import { metadataSpec } from '../validation/metadata.js';
import { messageConfigSpec } from '../workspace/configuration-specs.js';

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

const ACCEPTED = UPLOAD_CONTENT_TYPES.join(', ');

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

/** A `File`'s name; a bare `Blob` has none. */
function blobName(blob: Blob): string | undefined {
  const named: unknown = (blob as unknown as { name?: unknown }).name;
  return typeof named === 'string' && named !== '' ? named : undefined;
}

/** The type a blob is sent with: its own, or one from its name when the runtime left it empty. */
function blobType(blob: Blob): string {
  return blob.type || typeFromName(blobName(blob));
}

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

const tooLarge = (bytes: number): string => `must be at most ${LIMITS.uploadMaxBytes} bytes (5 MB), got ${bytes} bytes`;
const notAccepted = (type: unknown): string => `must be one of ${ACCEPTED} (the server refuses others with 415), got ${JSON.stringify(type)}`;

// A blob's size and type are both reported when both are wrong.
const blobSpec = z.custom<Blob>().check(
  z.refine((blob: Blob) => blob.size <= LIMITS.uploadMaxBytes, { error: (issue) => tooLarge((issue.input as Blob).size) }),
  z.superRefine((blob: Blob, context) => {
    const type = blobType(blob);
    const name = blobName(blob);
    if (type === '') {
      context.addIssue({ code: 'custom', path: ['type'], input: type, message: `is unknown${name ? ` for ${JSON.stringify(name)}` : ''}; give the file a type (one of ${ACCEPTED})` });
    } else if (!isAcceptedType(type)) {
      context.addIssue({ code: 'custom', path: ['type'], input: type, message: notAccepted(type) });
    }
  }),
);

const mediaType = (value: unknown): string => `must be a media type such as text/plain, got ${describeValue(value)}`;
const fileObjectSpec = fields({
  filename: z.string({ error: (issue) => `must be a non-empty string, got ${describeValue(issue.input)}` }).check(
    z.refine((name: string) => name !== '', { error: 'must be a non-empty string, got ""', abort: true }),
  ),
  content: z
    .custom<Uint8Array | ArrayBuffer>((value) => value instanceof Uint8Array || value instanceof ArrayBuffer, {
      error: (issue) => `must be a Uint8Array (a Buffer is one) or an ArrayBuffer, got ${describeValue(issue.input)}`,
      abort: true,
    })
    .check(z.refine((bytes) => bytes.byteLength <= LIMITS.uploadMaxBytes, { error: (issue) => tooLarge((issue.input as Uint8Array).byteLength), abort: true })),
  content_type: z.string({ error: (issue) => mediaType(issue.input) }).check(
    z.refine((type: string) => type !== '', { error: () => mediaType(''), abort: true }),
    z.refine(isAcceptedType, { error: (issue) => notAccepted(issue.input), abort: true }),
  ),
} satisfies SpecShape<UploadableFileObject>);

const notAFile = z.custom(() => false, {
  error: (issue) => `must be a File, a Blob, or { filename, content, content_type }, got ${describeValue(issue.input)}`,
  abort: true,
});

/** A file to upload, in either form: at most 5 MB, of a media type the server accepts. @internal */
export const uploadableFileSpec: InputSpec<UploadableFile> = select((file) => (isBlob(file) ? blobSpec : isPlainObject(file) ? fileObjectSpec : notAFile));

/**
 * Everything an upload takes (file, timestamp, peer, metadata,
 * configuration), in the order problems are reported: checked entirely
 * before the network.
 *
 * @internal
 */
export const uploadSpec = fields({
  file: uploadableFileSpec,
  createdAt: timestampSpec,
  peer: idLike,
  metadata: metadataSpec,
  configuration: messageConfigSpec,
} satisfies SpecShape<Omit<UploadFileOptions, CallOptionKey> & { file: UploadableFile; peer: IdLike }>);

/** The multipart body of a checked upload ({@link uploadSpec}). @internal */
export function uploadFormData(file: UploadableFile, peer: IdLike, options: UploadFileOptions): FormData {
  const form = new FormData();
  if (isBlob(file)) {
    const type = blobType(file);
    const name = blobName(file);
    // Re-wrapped only when the type had to be inferred, so the part carries it.
    const blob = file.type ? file : new Blob([file], { type });
    if (name === undefined) form.append('file', blob);
    else form.append('file', blob, name);
  } else {
    const bytes = file.content instanceof Uint8Array ? file.content : new Uint8Array(file.content);
    // Copied into a fresh ArrayBuffer-backed array: Blob does not take views over a SharedArrayBuffer.
    form.append('file', new Blob([new Uint8Array(bytes)], { type: file.content_type }), file.filename);
  }
  form.append('peer_id', resolveId(peer));
  if (options.metadata !== undefined) form.append('metadata', JSON.stringify(options.metadata));
  const configuration = messageConfigToWire(options.configuration as MessageConfiguration | null | undefined);
  if (configuration !== undefined && configuration !== null) form.append('configuration', JSON.stringify(configuration));
  const createdAt = isoTimestamp(options.createdAt);
  if (createdAt !== undefined) form.append('created_at', createdAt);
  return form;
}
