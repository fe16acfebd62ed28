import { inputIssues } from '@honcho-ai/sdk-core';
import { describe, expect, it } from 'vitest';
import { uploadableFileSpec, uploadFormData } from './file-upload.js';

const typeOf = (form: FormData) => (form.get('file') as Blob).type;

describe('uploadableFileSpec and uploadFormData', () => {
  it('accepts the types the server reads: PDF and JSON exactly, any text/ type', () => {
    const files = [
      new Blob(['{}'], { type: 'application/json' }),
      new Blob(['x'], { type: 'text/plain; charset=utf-8' }),
      { filename: 'a.pdf', content: new Uint8Array(1), content_type: 'Application/PDF' },
    ];
    for (const file of files) expect(inputIssues(uploadableFileSpec, file, 'file')).toEqual([]);
    expect(files.map((file) => typeOf(uploadFormData(file, 'alice', {})))).toEqual(['application/json', 'text/plain; charset=utf-8', 'application/pdf']);
  });

  it('refuses JSON or PDF with parameters before sending, as the server answers them with 415', () => {
    const paths = (file: unknown) => inputIssues(uploadableFileSpec, file, 'file').map((issue) => `${issue.path}: ${issue.message}`);
    expect(paths(new Blob(['{}'], { type: 'application/json; charset=utf-8' }))).toEqual([expect.stringMatching(/^file.type: must be one of/)]);
    expect(paths({ filename: 'a.pdf', content: new Uint8Array(1), content_type: 'application/pdf; version=1.7' })).toEqual([
      expect.stringMatching(/^file.content_type: must be one of/),
    ]);
  });
});
