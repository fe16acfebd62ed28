import { createEmulator } from '@honcho-ai/testing';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from './index.js';

const catalogue = await loadCatalogue();
const exchanges = catalogue.flatMap((group) => group.exchanges.map((exchange) => ({ group: group.name, ...exchange })));

/** A route template (`/v3/workspaces/{workspace_id}`) as a pattern over filled-in paths. */
function routePattern(path: string): RegExp {
  return new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+').replace(/\{[^}]+\}/g, '[^/]+')}$`);
}

describe('conformance catalogue', () => {
  it('has at least 300 exchanges, names unique within each group', () => {
    expect(exchanges.length).toBeGreaterThanOrEqual(300);
    for (const group of catalogue) expect(new Set(group.exchanges.map((e) => e.name)).size).toBe(group.exchanges.length);
  });

  it('sends every route the emulator serves at least once', () => {
    // Placeholders hold no slash, so a template segment matches one filled segment.
    const sent = exchanges.map((e) => ({ method: e.method, path: e.path.replace(/\{\{[^}]+\}\}/g, 'captured') }));
    const unsent = createEmulator().routes.filter(
      (route) => !sent.some((e) => e.method === route.method && routePattern(route.path).test(e.path)),
    ).map((route) => `${route.method} ${route.path}`);
    expect(unsent).toEqual([]);
  });

  it('sends response_format for at least 40 schemas, accepted and refused', () => {
    const group = catalogue.find((g) => g.name === 'response-format');
    const accepted = group?.exchanges.filter((e) => e.name.startsWith('accepted: ')) ?? [];
    const refused = group?.exchanges.filter((e) => e.name.startsWith('refused: ')) ?? [];
    expect(accepted.length + refused.length).toBeGreaterThanOrEqual(40);
    expect(accepted.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
  });

  it('marks what the server does not have as an emulator extension, with a reason', () => {
    const marked = exchanges.filter((e) => e.divergence !== undefined);
    for (const e of marked) expect(e.divergence?.reason.length).toBeGreaterThan(10);
    const paths = marked.map((e) => e.path);
    expect(paths).toContain('/v1/chat/completions');
    expect(paths.some((p) => p.endsWith('/chat') && !p.includes('/peers/'))).toBe(true);
    expect(marked.some((e) => JSON.stringify(e.json ?? null).includes('include_evidence'))).toBe(true);
    // Nothing else mentions the extension fields without the mark.
    const unmarked = exchanges.filter((e) => e.divergence === undefined);
    expect(unmarked.filter((e) => JSON.stringify(e.json ?? null).includes('include_evidence'))).toEqual([]);
    expect(unmarked.filter((e) => e.path.startsWith('/v1/'))).toEqual([]);
  });

  it('marks the server defects it pins, each with a one-line reason, a symptom and a correct answer', () => {
    const defects = exchanges.filter((e) => e.divergence?.kind === 'server-defect');
    for (const e of defects) {
      if (e.divergence?.kind !== 'server-defect') continue;
      expect(e.divergence.reason, e.name).toMatch(/^server 3\.0\.12 \(ddbb90e\): [^\n]{10,}$/);
      expect(Object.keys(e.divergence.symptom).length, e.name).toBeGreaterThan(0);
      expect(e.divergence.expected.status, e.name).not.toBe(500);
    }
    const where = defects.map((e) => `${e.group} ${e.method} ${e.path.replace(/^.*\/(sessions|workspaces)\//, '')}`);
    expect(where.filter((w) => w.startsWith('server-defects ') && w.endsWith('/clone'))).toHaveLength(2);
    expect(where.filter((w) => w.startsWith('server-defects ') && w.endsWith('/messages/list'))).toHaveLength(1);
    expect(where.filter((w) => w.startsWith('not-found POST') && w.endsWith('/schedule_dream'))).toHaveLength(1);
    expect(defects.filter((e) => e.group === 'response-format' && JSON.stringify(e.json).includes('"type":{"name":"string"}'))).toHaveLength(1);
  });

  it('asks for a get-or-create twice on every kind that has one', () => {
    for (const group of ['workspaces', 'peers', 'sessions', 'scopes', 'webhooks']) {
      const names = catalogue.find((g) => g.name === group)?.exchanges.map((e) => e.name) ?? [];
      expect(names.filter((name) => name.startsWith('create: first time')), group).toHaveLength(1);
      expect(names.filter((name) => name.startsWith('create: second time')).length, group).toBeGreaterThanOrEqual(1);
    }
  });
});
