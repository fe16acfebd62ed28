import { describe, expect, it } from 'vitest';
import { uploadFormData } from './file-upload.js';

const typeOf = (form: FormData) => (form.get('file') as Blob).type;

describe('uploadFormData', () => {
  it('accepts the types the server reads: PDF and JSON exactly, any text/ type', () => {
    expect(typeOf(uploadFormData(new Blob(['{}'], { type: 'application/json' }), 'alice', {}))).toBe('application/json');
    expect(typeOf(uploadFormData(new Blob(['x'], { type: 'text/plain; charset=utf-8' }), 'alice', {}))).toBe('text/plain; charset=utf-8');
    expect(typeOf(uploadFormData({ filename: 'a.pdf', content: new Uint8Array(1), content_type: 'Application/PDF' }, 'alice', {}))).toBe('application/pdf');
  });

  it('refuses JSON or PDF with parameters before sending, as the server answers them with 415', () => {
    expect(() => uploadFormData(new Blob(['{}'], { type: 'application/json; charset=utf-8' }), 'alice', {})).toThrow(/file.type: must be one of/);
    expect(() => uploadFormData({ filename: 'a.pdf', content: new Uint8Array(1), content_type: 'application/pdf; version=1.7' }, 'alice', {})).toThrow(
      /file.content_type: must be one of/,
    );
  });
});
