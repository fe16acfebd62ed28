import { describe, expect, it } from 'vitest';
import { base64ToFloat32, float32ToBase64 } from './float32-base64.js';

describe('float32ToBase64', () => {
  it('writes little-endian float32 bytes', () => {
    // 1.0f is 0x3f800000: little-endian bytes 00 00 80 3f.
    expect(float32ToBase64(Float32Array.of(1))).toBe(btoa(String.fromCharCode(0, 0, 0x80, 0x3f)));
  });

  it('round-trips long vectors', () => {
    const values = Float32Array.from({ length: 40_000 }, (_, index) => Math.sin(index));
    expect(Array.from(base64ToFloat32(float32ToBase64(values)))).toEqual(Array.from(values));
  });
});
