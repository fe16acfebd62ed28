import { lookup } from 'node:dns/promises';
import { isIP, Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';

/** The outcome of one network step: what it found, or the error code that stopped it. */
export type ProbeResult<T> = { readonly ok: true; readonly value: T; readonly ms: number } | { readonly ok: false; readonly code: string; readonly message: string; readonly ms: number };

/** Runs `step`, failing with code `ETIMEDOUT` after `timeoutMs`. */
async function timed<T>(timeoutMs: number, step: (signal: AbortSignal) => Promise<T>): Promise<ProbeResult<T>> {
  const started = performance.now();
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(Object.assign(new Error(`no answer within ${timeoutMs} ms`), { code: 'ETIMEDOUT' }));
    }, timeoutMs);
  });
  try {
    const value = await Promise.race([step(controller.signal), deadline]);
    return { ok: true, value, ms: Math.round(performance.now() - started) };
  } catch (error) {
    const failure = error as NodeJS.ErrnoException;
    return { ok: false, code: failure.code ?? 'ERROR', message: failure.message, ms: Math.round(performance.now() - started) };
  } finally {
    clearTimeout(timer);
  }
}

/** The addresses a host name resolves to (an IP literal is its own address). */
export function resolveHost(hostname: string, timeoutMs: number): Promise<ProbeResult<string[]>> {
  return timed(timeoutMs, async () => {
    if (isIP(hostname) !== 0) return [hostname];
    const found = await lookup(hostname, { all: true });
    return found.map((entry) => entry.address);
  });
}

/** Opens and closes a TCP connection to `address:port`. */
export function connectTcp(address: string, port: number, timeoutMs: number): Promise<ProbeResult<void>> {
  return timed(timeoutMs, (signal) =>
    new Promise<void>((resolve, reject) => {
      const socket = new Socket();
      const done = (error?: Error): void => {
        socket.destroy();
        if (error) reject(error);
        else resolve();
      };
      signal.addEventListener('abort', () => done(), { once: true });
      socket.once('error', done);
      socket.connect(port, address, () => done());
    }),
  );
}

/** What a TLS handshake found. */
export interface TlsFacts {
  readonly protocol: string;
  /** When the certificate stops being valid. */
  readonly validTo: string;
}

/** Completes a TLS handshake with `address:port` for `servername`, verifying the certificate as fetch will. */
export function handshakeTls(address: string, port: number, servername: string, timeoutMs: number): Promise<ProbeResult<TlsFacts>> {
  return timed(timeoutMs, (signal) =>
    new Promise<TlsFacts>((resolve, reject) => {
      const socket = tlsConnect({ host: address, port, servername: isIP(servername) === 0 ? servername : undefined, rejectUnauthorized: true, ALPNProtocols: ['http/1.1'] }, () => {
        const facts = { protocol: socket.getProtocol() ?? 'unknown', validTo: socket.getPeerCertificate().valid_to ?? 'unknown' };
        socket.destroy();
        resolve(facts);
      });
      signal.addEventListener('abort', () => socket.destroy(), { once: true });
      socket.once('error', (error) => {
        socket.destroy();
        reject(error);
      });
    }),
  );
}
