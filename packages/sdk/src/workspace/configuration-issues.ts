import type { InputIssue } from '@honcho-ai/sdk-core';
import { describe, isPlainObject, jsonValueIssues } from '../validation/input-issues.js';
import { minimumIntegerIssues } from './list-options.js';

// Configuration is camelCase in the SDK and snake_case on the wire. Keys the
// SDK does not know pass through (a newer server may know them), but a
// snake_case spelling of a key the SDK does know is refused with the right
// name: sent as-is it would be silently ignored, a mistake worth catching.
const CAMEL_NAMES: Readonly<Record<string, string>> = {
  peer_card: 'peerCard',
  custom_instructions: 'customInstructions',
  messages_per_short_summary: 'messagesPerShortSummary',
  messages_per_long_summary: 'messagesPerLongSummary',
  observe_me: 'observeMe',
  observe_others: 'observeOthers',
};

type Checker = (value: unknown, path: string) => InputIssue[];

const nullableBoolean: Checker = (value, path) =>
  value === undefined || value === null || typeof value === 'boolean'
    ? []
    : [{ path, message: `must be a boolean or null, got ${describe(value)}` }];

const nullableString: Checker = (value, path) =>
  value === undefined || value === null || typeof value === 'string'
    ? []
    : [{ path, message: `must be a string or null, got ${describe(value)}` }];

const nullableInteger =
  (min: number): Checker =>
  (value, path) =>
    value === null ? [] : minimumIntegerIssues(value, path, min);

function section(fields: Readonly<Record<string, Checker>>, extra?: (value: Record<string, unknown>, path: string) => InputIssue[]): Checker {
  return (value, path) => {
    if (value === undefined || value === null) return [];
    if (!isPlainObject(value)) return [{ path, message: `must be an object or null, got ${describe(value)}` }];
    const issues = objectIssues(value, path, fields);
    if (issues.length === 0 && extra) issues.push(...extra(value, path));
    return issues;
  };
}

function objectIssues(value: Record<string, unknown>, path: string, fields: Readonly<Record<string, Checker>>): InputIssue[] {
  const issues: InputIssue[] = [];
  for (const [key, item] of Object.entries(value)) {
    const at = path === '' ? key : `${path}.${key}`;
    const check = fields[key];
    if (check) issues.push(...check(item, at));
    else if (CAMEL_NAMES[key] !== undefined && CAMEL_NAMES[key] in fields) {
      issues.push({ path: at, message: `is the wire spelling; use ${CAMEL_NAMES[key]}` });
    }
  }
  return issues;
}

const reasoning = section({ enabled: nullableBoolean, customInstructions: nullableString });
const peerCard = section({ use: nullableBoolean, create: nullableBoolean });
const summary = section(
  {
    enabled: nullableBoolean,
    messagesPerShortSummary: nullableInteger(10),
    messagesPerLongSummary: nullableInteger(20),
  },
  (value, path) => {
    const { messagesPerShortSummary: short, messagesPerLongSummary: long } = value;
    if (typeof short === 'number' && typeof long === 'number' && short >= long) {
      return [{ path: `${path}.messagesPerShortSummary`, message: `must be less than messagesPerLongSummary (${short} >= ${long})` }];
    }
    return [];
  },
);
const dream = section({ enabled: nullableBoolean });

const WORKSPACE_FIELDS = { reasoning, peerCard, summary, dream };

function topLevel(fields: Readonly<Record<string, Checker>>): Checker {
  return (value, path) => {
    if (value === undefined) return [];
    if (!isPlainObject(value)) return [{ path, message: `must be a plain object, got ${describe(value)}` }];
    // Keys the SDK does not know pass through to the server, so the whole value must be JSON.
    const notJson = jsonValueIssues(value, path);
    if (notJson.length > 0) return notJson;
    return objectIssues(value, path, fields);
  };
}

/**
 * Problems with a workspace or session configuration (`reasoning`,
 * `peerCard`, `summary`, `dream`), checked as the server would.
 *
 * @internal
 */
export const workspaceConfigIssues: Checker = topLevel(WORKSPACE_FIELDS);

/** Problems with a session configuration (the same knobs as a workspace's). @internal */
export const sessionConfigIssues: Checker = workspaceConfigIssues;

/** Problems with a peer configuration (`observeMe`). @internal */
export const peerConfigIssues: Checker = topLevel({ observeMe: nullableBoolean });

/** Problems with a per-session peer configuration (`observeMe`, `observeOthers`). @internal */
export const sessionPeerConfigIssues: Checker = topLevel({ observeMe: nullableBoolean, observeOthers: nullableBoolean });

const messageConfigTopLevel: Checker = topLevel({ reasoning });

/** Problems with a message configuration (`reasoning`); `null` is allowed, as in 2.5. @internal */
export const messageConfigIssues: Checker = (value, path) => (value === null ? [] : messageConfigTopLevel(value, path));
