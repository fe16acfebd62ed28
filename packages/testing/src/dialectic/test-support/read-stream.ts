/** Reads a byte stream to the end, returning each chunk decoded on its own (one chunk is one SSE event). */
export async function readChunks(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const decoder = new TextDecoder();
  const chunks: string[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(decoder.decode(value));
  }
}

/** The JSON payloads of `data: {json}\n\n` events, skipping `[DONE]`. */
export function eventPayloads(chunks: readonly string[]): unknown[] {
  return chunks.filter((chunk) => chunk !== 'data: [DONE]\n\n').map((chunk) => JSON.parse(chunk.slice('data: '.length)) as unknown);
}
