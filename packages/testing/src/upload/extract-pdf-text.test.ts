import { describe, expect, it } from 'vitest';
import { extractPdfText } from './extract-pdf-text.js';

const encode = (text: string) => new TextEncoder().encode(text);

async function deflate(text: string): Promise<Uint8Array> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function pdfWith(dictionary: string, stream: Uint8Array): Uint8Array {
  const head = encode(`%PDF-1.4\n1 0 obj\n<< ${dictionary} >>\nstream\n`);
  const tail = encode('\nendstream\nendobj\n%%EOF');
  const out = new Uint8Array(head.length + stream.length + tail.length);
  out.set(head);
  out.set(stream, head.length);
  out.set(tail, head.length + stream.length);
  return out;
}

describe('extractPdfText', () => {
  it('reads Tj and TJ strings, with escapes and line moves', async () => {
    const content = 'BT (Hello \\(world\\)) Tj T* [(Sec) -20 (ond line)] TJ ET';
    expect(await extractPdfText(pdfWith('/Length 1', encode(content)))).toBe('[Page 1]\nHello (world)\nSecond line');
  });

  it('inflates FlateDecode streams', async () => {
    const compressed = await deflate('BT (Compressed text) Tj ET');
    expect(await extractPdfText(pdfWith('/Filter /FlateDecode /Length 1', compressed))).toBe('[Page 1]\nCompressed text');
  });

  it('skips streams it cannot decode, and reads nothing at all from files without content streams', async () => {
    expect(await extractPdfText(pdfWith('/Filter /DCTDecode', encode('\xff\xd8 binary')))).toBe('');
    expect(await extractPdfText(encode('just text'))).toBeUndefined();
  });

  it('numbers pages as the server does, leaving out fonts, images and pages without text', async () => {
    const pdf = encode(
      [
        '%PDF-1.4',
        '1 0 obj << /Type /Page /Resources << /Font << /F1 2 0 R >> >> /Contents 3 0 R >> endobj',
        '2 0 obj << /Length 3 /Subtype /Type1C >>\nstream\nxyz\nendstream endobj',
        '3 0 obj << /Length 9 >>\nstream\nBT (One) Tj ET\nendstream endobj',
        '4 0 obj << /Length 5 >>\nstream\nBT ET\nendstream endobj',
        '5 0 obj << /Length 9 >>\nstream\nBT (Three) Tj ET\nendstream endobj',
        '%%EOF',
      ].join('\n'),
    );
    expect(await extractPdfText(pdf)).toBe('[Page 1]\nOne\n\n[Page 3]\nThree');
  });
});
