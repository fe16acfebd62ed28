import { describe, expect, it } from 'vitest';
import { multipartPartHeaders } from './multipart-parts.js';

describe('multipartPartHeaders', () => {
  it('reads each part name and its Content-Type as sent', () => {
    const body = new TextEncoder().encode(
      [
        '--B',
        'Content-Disposition: form-data; name="file"; filename="a.txt"',
        'Content-Type: Text/Plain',
        '',
        'x',
        '--B',
        'content-disposition: form-data; name=peer_id',
        '',
        'alice',
        '--B--',
        '',
      ].join('\r\n'),
    );
    expect(multipartPartHeaders(body, 'multipart/form-data; boundary="B"')).toEqual([
      { name: 'file', contentType: 'Text/Plain' },
      { name: 'peer_id', contentType: null },
    ]);
  });

  it('finds nothing in a body that is not multipart', () => {
    expect(multipartPartHeaders(new TextEncoder().encode('{}'), 'application/json')).toEqual([]);
  });
});
