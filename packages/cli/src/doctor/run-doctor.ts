import { describeSource, HonchoConfigFileError, loadHonchoConfig, type LoadedHonchoConfig, type LoadHonchoConfigOptions } from '@honcho-ai/sdk/config';
import { isMissingRoute } from '@honcho-ai/sdk-core';
import type { DoctorCheck } from './doctor-check.js';
import { HttpProber, type HttpProbe } from './http-probe.js';
import { evidenceOffered } from './evidence-probe.js';
import { describeScope, keyScope } from './jwt-claims.js';
import { watchQueue } from './queue-drain.js';
import { connectTcp, handshakeTls, resolveHost } from './reachability.js';

/** Options of {@link runDoctor}: where to find the config (as `loadHonchoConfig` takes it), and how long to wait. */
export interface DoctorOptions extends LoadHonchoConfigOptions {
  /** Milliseconds each network step may take (DNS, TCP, TLS, each request). Default 5000. */
  timeoutMs?: number | undefined;
  /** Seconds to watch a non-empty deriver queue for movement. Default 3. */
  queueSeconds?: number | undefined;
  /** Told about each check as it ends, to print it at once. */
  onCheck?: ((check: DoctorCheck) => void) | undefined;
  /** `false` skips the chat that checks for evidence (one dialectic call at the lowest level). Default `true`. */
  chat?: boolean | undefined;
  /** `fetch` to use; the global one by default. */
  fetch?: typeof fetch | undefined;
}

/** What `honcho doctor` found. */
export interface DoctorReport {
  /** No check failed (warnings allowed). */
  readonly ok: boolean;
  readonly checks: readonly DoctorCheck[];
  /** The resolved config (the key as `***`), when it loaded. */
  readonly config: LoadedHonchoConfig | undefined;
}

/** Default of {@link DoctorOptions.timeoutMs}. */
export const DEFAULT_DOCTOR_TIMEOUT_MS = 5000;
/** Default of {@link DoctorOptions.queueSeconds}. */
export const DEFAULT_QUEUE_SECONDS = 3;

const WEBHOOK_SECRET_VARIABLE = 'HONCHO_WEBHOOK_SECRET';
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Checks a Honcho setup in order, stopping the network checks at the first
 * one that cannot pass: the resolved config and where each value came from;
 * DNS, TCP and (for https) TLS; the server's version from `/openapi.json`;
 * `/health`; that the key is accepted, and its scope; that the workspace
 * exists; that the deriver queue drains; the webhook endpoints and a local
 * webhook secret; the features the server offers. The key is never printed.
 *
 * @example
 * ```ts
 * const report = await runDoctor({ timeoutMs: 2000 });
 * process.exitCode = report.ok ? 0 : 1;
 * ```
 */
export async function runDoctor(options: DoctorOptions = {}): Promise<DoctorReport> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_DOCTOR_TIMEOUT_MS;
  const queueSeconds = options.queueSeconds ?? DEFAULT_QUEUE_SECONDS;
  const env = options.env ?? process.env;
  const checks: DoctorCheck[] = [];
  const report = (check: DoctorCheck): DoctorCheck => {
    checks.push(check);
    options.onCheck?.(check);
    return check;
  };
  const skipRest = (ids: readonly [string, string][], reason: string): void => {
    for (const [id, label] of ids) report({ id, label, status: 'skip', summary: `skipped: ${reason}`, ms: 0 });
  };
  const finish = (config: LoadedHonchoConfig | undefined): DoctorReport => ({ ok: checks.every((check) => check.status !== 'fail'), checks, config });

  // 1. The config.
  const started = performance.now();
  let config: LoadedHonchoConfig;
  try {
    config = loadHonchoConfig(options);
  } catch (error) {
    if (!HonchoConfigFileError.isInstance(error)) throw error;
    report({ id: 'config', label: 'config', status: 'fail', summary: error.message, fix: `fix ${error.path}${error.line === undefined ? '' : ` at line ${error.line}`}, or move it away: nothing falls back while it is broken`, ms: elapsed(started), details: { path: error.path, line: error.line, column: error.column, keyPath: error.keyPath } });
    skipRest(NETWORK_CHECKS, 'the config did not load');
    return finish(undefined);
  }
  const url = new URL(config.baseURL);
  const hosted = url.hostname === 'api.honcho.dev';
  const configWarnings = [...config.warnings];
  if (config.apiKey === undefined && hosted) configWarnings.push('no API key: the hosted server needs one; set HONCHO_API_KEY, or apiKey in ~/.honcho/config.json.');
  report({
    id: 'config',
    label: 'config',
    status: configWarnings.length > 0 ? 'warn' : 'pass',
    summary: `${config.baseURL} (${describeSource(config.sources.baseURL)}); key ${config.apiKey === undefined ? 'none' : 'set'} (${describeSource(config.sources.apiKey)}); workspace ${config.workspaceId} (${describeSource(config.sources.workspaceId)})`,
    fix: configWarnings.length > 0 ? configWarnings.join(' ') : undefined,
    ms: elapsed(started),
    details: { baseURL: config.baseURL, apiKey: config.apiKey === undefined ? null : '***', workspaceId: config.workspaceId, sources: config.sources, files: config.files, warnings: config.warnings },
  });
  const from = `the URL comes from ${describeSource(config.sources.baseURL)}`;

  // 2. Reachability: DNS, TCP, TLS.
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const dns = await resolveHost(hostname, timeoutMs);
  if (!dns.ok) {
    report({ id: 'dns', label: 'DNS', status: 'fail', summary: `cannot resolve ${hostname} (${dns.code})`, fix: `check the host name: ${from}`, ms: dns.ms });
    skipRest(NETWORK_CHECKS.slice(1), 'the host name did not resolve');
    return finish(config);
  }
  const [address = hostname] = dns.value;
  report({ id: 'dns', label: 'DNS', status: 'pass', summary: `${hostname} is ${dns.value.join(', ')}`, ms: dns.ms });
  const tcp = await connectTcp(address, port, timeoutMs);
  if (!tcp.ok) {
    const refused = tcp.code === 'ECONNREFUSED';
    report({
      id: 'tcp',
      label: 'TCP',
      status: 'fail',
      summary: refused ? `nothing is listening at ${address}:${port} (connection refused)` : `cannot connect to ${address}:${port} (${tcp.code}: ${tcp.message})`,
      fix: refused ? `start the Honcho server (or the emulator: npx @honcho-ai/testing), or correct the URL: ${from}` : `check the address and any firewall or VPN between here and the server: ${from}`,
      ms: tcp.ms,
    });
    skipRest(NETWORK_CHECKS.slice(2), 'the server could not be reached');
    return finish(config);
  }
  report({ id: 'tcp', label: 'TCP', status: 'pass', summary: `connected to ${address}:${port}`, ms: tcp.ms });
  if (url.protocol === 'https:') {
    const tls = await handshakeTls(address, port, hostname, timeoutMs);
    if (!tls.ok) {
      report({ id: 'tls', label: 'TLS', status: 'fail', summary: `the TLS handshake with ${hostname} failed (${tls.code})`, fix: 'check the certificate; for a private CA, point NODE_EXTRA_CA_CERTS at it', ms: tls.ms });
      skipRest(NETWORK_CHECKS.slice(2), 'TLS failed');
      return finish(config);
    }
    report({ id: 'tls', label: 'TLS', status: 'pass', summary: `${tls.value.protocol}, certificate valid until ${tls.value.validTo}`, ms: tls.ms });
  } else if (config.apiKey !== undefined && !LOOPBACK.has(url.hostname)) {
    report({ id: 'tls', label: 'TLS', status: 'warn', summary: `plain http to ${url.hostname}: the API key travels unencrypted`, fix: 'serve Honcho over https, or reach it through a tunnel', ms: 0 });
  }

  const http = new HttpProber(config.baseURL, config.apiKey, timeoutMs, options.fetch);
  const failed = (id: string, label: string, probe: HttpProbe & { ok: false }): DoctorCheck =>
    report({ id, label, status: 'fail', summary: `no answer (${probe.code}: ${probe.message})`, fix: `check that ${config.baseURL} is a Honcho server: ${from}`, ms: probe.ms });

  // 3. The server's version and health.
  const openapi = await http.request('GET', '/openapi.json');
  if (!openapi.ok) {
    failed('server', 'server', openapi);
    skipRest(NETWORK_CHECKS.slice(3), 'the server did not answer');
    return finish(config);
  }
  const info = (openapi.body as { info?: { title?: unknown; version?: unknown } } | null)?.info;
  const version = typeof info?.version === 'string' ? info.version : undefined;
  report(
    openapi.status === 200 && version !== undefined
      ? { id: 'server', label: 'server', status: 'pass', summary: `${typeof info?.title === 'string' ? info.title : 'Honcho'} ${version}`, ms: openapi.ms, details: { version } }
      : { id: 'server', label: 'server', status: 'warn', summary: `no version: GET /openapi.json answered ${openapi.status}`, fix: `check that ${config.baseURL} is the server's root (not a page in front of it): ${from}`, ms: openapi.ms },
  );
  const health = await http.request('GET', '/health');
  if (!health.ok) failed('health', 'health', health);
  else if (health.status === 200) report({ id: 'health', label: 'health', status: 'pass', summary: `GET /health: ${JSON.stringify(health.body)}`, ms: health.ms });
  else report({ id: 'health', label: 'health', status: 'fail', summary: `GET /health answered ${health.status}`, fix: "the server is up but not healthy: read its logs (database, migrations)", ms: health.ms });

  // 4. The key and its scope, through a read the workspace's data needs.
  const workspacePath = `/v3/workspaces/${encodeURIComponent(config.workspaceId)}`;
  const firstSample = await http.request('GET', `${workspacePath}/queue/status`);
  const scope = config.apiKey === undefined ? undefined : keyScope(config.apiKey);
  const scopeText = config.apiKey === undefined ? 'no key' : scope === undefined ? 'not a JWT, so no scope claims (an admin key, or an opaque one)' : describeScope(scope);
  const keyDetails = { scope: scope ?? null };
  if (!firstSample.ok) {
    failed('key', 'key', firstSample);
    skipRest(NETWORK_CHECKS.slice(5), 'the server did not answer');
    return finish(config);
  }
  const expired = scope?.expires !== undefined && Date.parse(scope.expires) < Date.now();
  if (firstSample.status === 401) {
    report({
      id: 'key',
      label: 'key',
      status: 'fail',
      summary: config.apiKey === undefined ? 'the server needs a key and none is configured' : `the server refused the key (401; ${scopeText}${expired ? ', expired' : ''})`,
      fix: config.apiKey === undefined ? 'set HONCHO_API_KEY, or apiKey in ~/.honcho/config.json' : `use a current key for this server: the key comes from ${describeSource(config.sources.apiKey)}`,
      ms: firstSample.ms,
      details: keyDetails,
    });
    skipRest(NETWORK_CHECKS.slice(5), 'the key was refused');
    return finish(config);
  }
  if (firstSample.status === 403) {
    report({ id: 'key', label: 'key', status: 'fail', summary: `the key is valid but not for workspace ${config.workspaceId} (${scopeText})`, fix: `use a key for workspace ${config.workspaceId}, or set the workspace the key is for`, ms: firstSample.ms, details: keyDetails });
    skipRest(NETWORK_CHECKS.slice(5), 'the key does not reach the workspace');
    return finish(config);
  }
  if (firstSample.status < 200 || firstSample.status >= 300) {
    report({ id: 'key', label: 'key', status: 'warn', summary: `cannot tell: GET queue/status answered ${firstSample.status} (${scopeText})`, fix: "read the server's logs for that request", ms: firstSample.ms, details: keyDetails });
    skipRest(NETWORK_CHECKS.slice(5), 'the server answered the key check with an error');
    return finish(config);
  }
  report({
    id: 'key',
    label: 'key',
    status: 'pass',
    summary: config.apiKey === undefined ? 'no key, and the server needs none (auth off)' : `accepted (${scopeText})`,
    ms: firstSample.ms,
    details: keyDetails,
  });

  // 5. The workspace.
  const listed = await http.request('POST', '/v3/workspaces/list?size=1', { filters: { id: config.workspaceId } });
  if (!listed.ok) failed('workspace', 'workspace', listed);
  else if (listed.status === 200) {
    const found = ((listed.body as { items?: unknown[] } | null)?.items ?? []).length > 0;
    report(
      found
        ? { id: 'workspace', label: 'workspace', status: 'pass', summary: `${config.workspaceId} exists`, ms: listed.ms }
        : {
            id: 'workspace',
            label: 'workspace',
            status: 'warn',
            summary: `${config.workspaceId} does not exist on this server (yet)`,
            fix: `it is created on first write; if you expected data there, check the workspace name (${describeSource(config.sources.workspaceId)}) and the server`,
            ms: listed.ms,
          },
    );
  } else {
    report({ id: 'workspace', label: 'workspace', status: 'skip', summary: `cannot tell: listing workspaces needs an admin key (answered ${listed.status})`, ms: listed.ms });
  }

  // 6. The deriver queue.
  report(await watchQueue(http, workspacePath, firstSample, queueSeconds));

  // 7. Webhooks.
  const webhooks = await http.request('GET', `${workspacePath}/webhooks`);
  const secretSet = (env[WEBHOOK_SECRET_VARIABLE] ?? '').trim() !== '';
  const secretText = `${WEBHOOK_SECRET_VARIABLE} ${secretSet ? 'is set here' : 'is not set here'}`;
  if (!webhooks.ok) failed('webhooks', 'webhooks', webhooks);
  else if (webhooks.status !== 200) {
    report({ id: 'webhooks', label: 'webhooks', status: 'warn', summary: `GET webhooks answered ${webhooks.status}${isMissingRoute(webhooks.status, webhooks.body) ? ': this server has no webhooks' : ''}`, ms: webhooks.ms });
  } else {
    const urls = ((webhooks.body as { items?: { url?: unknown }[] } | null)?.items ?? []).map((item) => String(item.url));
    report(
      urls.length > 0 && !secretSet
        ? { id: 'webhooks', label: 'webhooks', status: 'warn', summary: `${urls.length} endpoint(s) registered (${urls.join(', ')}); ${secretText}`, fix: `set ${WEBHOOK_SECRET_VARIABLE} to the server's WEBHOOK_SECRET where deliveries are received, so they can be verified`, ms: webhooks.ms, details: { endpoints: urls, secretSet } }
        : { id: 'webhooks', label: 'webhooks', status: 'pass', summary: `${urls.length === 0 ? 'none registered' : `${urls.length} endpoint(s) registered (${urls.join(', ')})`}; ${secretText}`, ms: webhooks.ms, details: { endpoints: urls, secretSet } },
    );
  }

  // 8. Features some servers lack, found as the SDK finds them: a route it lacks answers as
  // isMissingRoute says, and a chat answer asked for evidence comes without it.
  const featureStarted = performance.now();
  const offered = (probe: HttpProbe): boolean => probe.ok && !isMissingRoute(probe.status, probe.body);
  const [workspaceChat, v1, evidence] = await Promise.all([
    http.request('POST', `${workspacePath}/chat`, {}),
    http.request('POST', '/v1/chat/completions', {}),
    options.chat === false ? Promise.resolve(null) : evidenceOffered(http, workspacePath),
  ]);
  const features: Record<string, boolean | null> = { evidence, 'workspace chat': offered(workspaceChat), '/v1': offered(v1) };
  const missing = Object.entries(features).filter(([, has]) => has === false).map(([name]) => name);
  const evidenceNote = evidence === null ? (options.chat === false ? ' (not asked: --no-chat)' : ' (unknown: no peer to ask)') : '';
  report({
    id: 'features',
    label: 'features',
    status: missing.length === 0 ? 'pass' : 'warn',
    summary: Object.entries(features).map(([name, has]) => `${name} ${has === null ? '?' : has ? 'yes' : 'no'}${name === 'evidence' ? evidenceNote : ''}`).join(', '),
    fix: missing.length === 0 ? undefined : `this server lacks ${missing.join(', ')}: the SDK says so when they are used (peer.chat works everywhere); a newer server has them`,
    ms: elapsed(featureStarted),
    details: features,
  });
  return finish(config);
}

/** The checks after `config`, in order, for skipping the rest after a failure. */
const NETWORK_CHECKS: readonly [string, string][] = [
  ['dns', 'DNS'],
  ['tcp', 'TCP'],
  ['server', 'server'],
  ['health', 'health'],
  ['key', 'key'],
  ['workspace', 'workspace'],
  ['queue', 'queue'],
  ['webhooks', 'webhooks'],
  ['features', 'features'],
];

function elapsed(started: number): number {
  return Math.round(performance.now() - started);
}
