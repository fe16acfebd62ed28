import { describeValue, isPlainObject, jsonValueIssues, rule, type InputIssue, type InputSpec } from '@honcho-ai/sdk-core';
import { LIMITS } from './limits.js';

/**
 * Problems with a metadata object: a plain object of JSON data (no cycle,
 * `BigInt`, function, symbol, `NaN` or class instance anywhere in it: core's
 * `jsonValueIssues`), at most 100 top-level keys, objects nested at most 5
 * deep. As on the server, only objects inside objects are levels: lists are
 * not, and what is inside them is not counted.
 */
export function metadataIssues(value: unknown, path: string): InputIssue[] {
  if (value === undefined) return [];
  if (!isPlainObject(value)) return [{ path, message: `must be a plain object, got ${describeValue(value)}` }];
  // First: the depth count below recurses, and must never meet a cycle.
  const notJson = jsonValueIssues(value, path);
  if (notJson.length > 0) return notJson;
  const keys = Object.keys(value).length;
  if (keys > LIMITS.metadataMaxKeys) {
    return [{ path, message: `must have at most ${LIMITS.metadataMaxKeys} top-level keys (got ${keys})` }];
  }
  const depth = nestingDepth(value, 0);
  if (depth > LIMITS.metadataMaxDepth) {
    return [{ path, message: `must nest at most ${LIMITS.metadataMaxDepth} levels deep (got ${depth})` }];
  }
  return [];
}

function nestingDepth(value: unknown, depth: number): number {
  if (!isPlainObject(value)) return depth;
  let deepest = depth + 1;
  for (const child of Object.values(value)) deepest = Math.max(deepest, nestingDepth(child, depth + 1));
  return deepest;
}

/** Metadata, when given: {@link metadataIssues} as a rule of a spec. */
export const metadataSpec: InputSpec<Record<string, unknown> | undefined> = rule(metadataIssues);
