import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error.js';
import { decodeTextUpload, extractUploadText } from './upload-text.js';

const bytes = (...values: number[]) => new Uint8Array(values);
const refusal = async (type: string | null, data: Uint8Array) => {
  try {
    await extractUploadText(type, data);
  } catch (error) {
    if (error instanceof HttpError) return [error.status, error.body];
    throw error;
  }
  return undefined;
};

describe('decodeTextUpload', () => {
  it('tries UTF-8, then UTF-16 (little endian, or as the byte-order mark says), then Latin-1', () => {
    expect(decodeTextUpload(new TextEncoder().encode('olá'))).toBe('olá');
    expect(decodeTextUpload(bytes(0xff, 0xfe, 0x68, 0x00))).toBe('h');
    expect(decodeTextUpload(bytes(0xfe, 0xff, 0x00, 0x68))).toBe('h');
    expect(decodeTextUpload(bytes(0x63, 0x61, 0x66, 0xe9, 0x21))).toBe('café!');
    expect(decodeTextUpload(bytes(0xef, 0xbb, 0xbf, 0x61))).toBe('\ufeffa');
  });
});

describe('extractUploadText', () => {
  it('takes any text/ type, parameters included, and exactly application/json and application/pdf', async () => {
    expect(await extractUploadText('text/markdown; charset=utf-8', new TextEncoder().encode('# hi'))).toBe('# hi');
    expect(await extractUploadText('application/json', new TextEncoder().encode(' {"a":[1,true,null]} '))).toBe('{"a": [1, true, null]}');
    expect(await extractUploadText('application/json', new TextEncoder().encode('  '))).toBe('');
    expect(await refusal('application/json; charset=utf-8', bytes())).toEqual([
      415,
      { detail: "Unsupported file type: application/json; charset=utf-8. Supported types: ['PDFProcessor', 'TextProcessor', 'JSONProcessor']" },
    ]);
    expect(await refusal(null, bytes())).toEqual([415, { detail: "Unsupported file type: None. Supported types: ['PDFProcessor', 'TextProcessor', 'JSONProcessor']" }]);
  });

  it('refuses JSON the server cannot read, and PDFs it would fail on', async () => {
    expect(await refusal('application/json', new TextEncoder().encode('\ufeff{}'))).toEqual([422, { detail: 'Uploaded JSON is invalid' }]);
    expect(await refusal('application/json', bytes(0xe9))).toEqual([422, { detail: 'JSON uploads must be UTF-8 encoded' }]);
    expect(await refusal('application/pdf', new TextEncoder().encode('garbage'))).toEqual([500, { detail: 'An unexpected error occurred' }]);
  });
});
