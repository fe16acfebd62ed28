import { describe, expect, it } from 'vitest';
import { finishReasonOf } from './finish-reason.js';

const model = (specificationVersion: string) => ({ specificationVersion, provider: 'p', modelId: 'm' });

describe('finishReasonOf', () => {
  it('reads V2 strings and V3/V4 objects by the model specification version', () => {
    expect(finishReasonOf(model('v2'), 'tool-calls')).toBe('tool-calls');
    expect(finishReasonOf(model('v2'), { unified: 'stop' })).toBeUndefined();
    expect(finishReasonOf(model('v3'), { unified: 'stop', raw: 'end_turn' })).toBe('stop');
    expect(finishReasonOf(model('v4'), { unified: 'interrupted', raw: undefined })).toBe('interrupted');
    expect(finishReasonOf(model('v4'), undefined)).toBeUndefined();
  });

  it('reads a plain string from an unknown later version', () => {
    expect(finishReasonOf(model('v5'), 'stop')).toBe('stop');
  });
});
