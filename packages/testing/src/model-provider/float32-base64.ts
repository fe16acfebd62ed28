/**
 * Little-endian float32 bytes in base64: what OpenAI's embeddings API sends
 * for `encoding_format: "base64"`, and what its clients decode (the Python
 * client asks for it by default). Uses `btoa`, global on every supported
 * runtime, so no Node `Buffer` is needed.
 */
export function float32ToBase64(values: Float32Array): string {
  const bytes = new Uint8Array(values.length * 4);
  const view = new DataView(bytes.buffer);
  values.forEach((value, index) => view.setFloat32(index * 4, value, true));
  let binary = '';
  // In slices: String.fromCharCode with a huge spread would overflow the call stack.
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/** The inverse of {@link float32ToBase64}, for tests and clients. */
export function base64ToFloat32(text: string): Float32Array {
  const binary = atob(text);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  const view = new DataView(bytes.buffer);
  return Float32Array.from({ length: bytes.length / 4 }, (_, index) => view.getFloat32(index * 4, true));
}
