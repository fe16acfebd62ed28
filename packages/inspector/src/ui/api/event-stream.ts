/**
 * A minimal `text/event-stream` reader: feed it decoded text in whatever chunks the network
 * delivers, and it calls back once per complete event with that event's `data` (multi-line
 * data joined with `\n`). Other fields (`event:`, `id:`, `retry:`) and comments are ignored
 * because the chat stream carries everything in its JSON data.
 */
export interface EventStreamParser {
  push(chunk: string): void;
  /** Flushes a last event the server ended without a blank line. */
  end(): void;
}

export function createEventStreamParser(onData: (data: string) => void): EventStreamParser {
  let buffer = '';

  function dispatch(block: string): void {
    const dataLines: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      if (field !== 'data') continue;
      let value = colon === -1 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      dataLines.push(value);
    }
    if (dataLines.length > 0) onData(dataLines.join('\n'));
  }

  function drain(): void {
    // Normalise CRLF / CR line ends so one blank-line search covers every server.
    buffer = buffer.replace(/\r\n?/g, '\n');
    let boundary = buffer.indexOf('\n\n');
    while (boundary !== -1) {
      dispatch(buffer.slice(0, boundary));
      buffer = buffer.slice(boundary + 2);
      boundary = buffer.indexOf('\n\n');
    }
  }

  return {
    push(chunk: string): void {
      buffer += chunk;
      // A chunk may end between `\r` and `\n`; wait for the next chunk before normalising it.
      if (buffer.endsWith('\r')) return;
      drain();
    },
    end(): void {
      drain();
      if (buffer.trim() !== '') dispatch(buffer);
      buffer = '';
    },
  };
}
