import type { ValidationIssue } from './api-error.js';

/**
 * Turns a FastAPI-style `detail` array (`[{loc, msg, type}]`) into readable
 * issues. Entries that do not have that shape are kept, rendered as JSON, so
 * nothing the server said is lost and nothing prints as `[object Object]`.
 */
export function toValidationIssues(detail: unknown): ValidationIssue[] {
  if (!Array.isArray(detail)) return [];
  return detail.map((entry: unknown): ValidationIssue => {
    if (typeof entry !== 'object' || entry === null) {
      return { path: '(request)', message: describe(entry), type: undefined };
    }
    const record = entry as Record<string, unknown>;
    const location = Array.isArray(record.loc) ? record.loc.map((part) => String(part)).join('.') : '';
    const message = typeof record.msg === 'string' ? record.msg : describe(record);
    return {
      path: location === '' ? '(request)' : location,
      message,
      type: typeof record.type === 'string' ? record.type : undefined,
    };
  });
}

/** One line per issue: `body.messages.0.content: String should have at most 25000 characters (string_too_long)`. */
export function formatValidationIssues(issues: readonly ValidationIssue[]): string {
  return issues
    .map((issue) => `${issue.path}: ${issue.message}${issue.type ? ` (${issue.type})` : ''}`)
    .join('; ');
}

function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
