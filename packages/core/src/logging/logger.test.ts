import { describe, expect, it, vi } from 'vitest';
import { createLogger, isLogLevel, type LogSink } from './logger.js';

const SECRET = 'hch-SECRET-123';

function recordingSink(): LogSink & { lines: [string, string, unknown[]][] } {
  const lines: [string, string, unknown[]][] = [];
  const at =
    (level: string) =>
    (message: string, ...details: unknown[]): void => {
      lines.push([level, message, details]);
    };
  return { lines, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

describe('createLogger', () => {
  it('is off by default', () => {
    const sink = recordingSink();
    const logger = createLogger({ sink });
    logger.error('x');
    logger.debug('x');
    expect(sink.lines).toEqual([]);
    expect(logger.level).toBe('off');
  });

  it('writes at and above its level only', () => {
    const sink = recordingSink();
    const logger = createLogger({ level: 'warn', sink });
    logger.debug('d');
    logger.info('i');
    logger.warn('w');
    logger.error('e');
    expect(sink.lines.map(([level]) => level)).toEqual(['warn', 'error']);
    expect(logger.enabled('debug')).toBe(false);
    expect(logger.enabled('error')).toBe(true);
  });

  it('prefixes messages and passes details as one argument', () => {
    const sink = recordingSink();
    createLogger({ level: 'debug', sink }).info('hello', { a: 1 });
    expect(sink.lines).toEqual([['info', '[honcho] hello', [{ a: 1 }]]]);
  });

  it('scrubs the key from messages and details', () => {
    const sink = recordingSink();
    const logger = createLogger({ level: 'debug', sink, secrets: [SECRET] });
    logger.debug(`url https://h/?k=${SECRET}`, {
      headers: new Headers({ Authorization: `Bearer ${SECRET}` }),
      note: `key ${SECRET}`,
    });
    const printed = JSON.stringify(sink.lines);
    expect(printed).not.toContain(SECRET);
    expect(printed).toContain('***');
  });

  it('never lets a throwing sink break the caller', () => {
    const sink: LogSink = {
      debug: () => {
        throw new Error('disk full');
      },
      info: vi.fn(),
      warn: vi.fn(),
      error: vi.fn(),
    };
    expect(() => createLogger({ level: 'debug', sink }).debug('x')).not.toThrow();
  });

  it('uses console when no sink is given', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      createLogger({ level: 'warn', secrets: [SECRET] }).warn(`oops ${SECRET}`);
      expect(spy).toHaveBeenCalledWith('[honcho] oops ***');
    } finally {
      spy.mockRestore();
    }
  });
});

describe('isLogLevel', () => {
  it('accepts the five levels only', () => {
    for (const level of ['off', 'error', 'warn', 'info', 'debug']) expect(isLogLevel(level)).toBe(true);
    for (const value of ['verbose', 'DEBUG', '', undefined, 3]) expect(isLogLevel(value)).toBe(false);
  });
});
