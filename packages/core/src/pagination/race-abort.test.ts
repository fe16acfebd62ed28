import { describe, expect, it } from 'vitest';
import { APIUserAbortError } from '../errors/index.js';
import { raceAbort } from './race-abort.js';

describe('raceAbort', () => {
  it('settles with the promise when nothing aborts', async () => {
    await expect(raceAbort(Promise.resolve(1), new AbortController().signal)).resolves.toBe(1);
    await expect(raceAbort(Promise.reject(new Error('x')), undefined)).rejects.toThrow('x');
  });

  it('rejects with APIUserAbortError as soon as the signal aborts', async () => {
    const controller = new AbortController();
    const racing = raceAbort(new Promise(() => {}), controller.signal);
    controller.abort();
    await expect(racing).rejects.toBeInstanceOf(APIUserAbortError);
    await expect(raceAbort(Promise.reject(new Error('late')), AbortSignal.abort())).rejects.toBeInstanceOf(
      APIUserAbortError,
    );
  });
});
