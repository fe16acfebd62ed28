import { pythonFloatRepr } from '../dialectic/python-json.js';
import { pythonRepr as pythonStringRepr } from '../validation/python-repr.js';

// The server writes client values into its filter error messages with Python
// f-strings, so a JSON value appears as Python prints the object json.loads
// made of it: `None`, `True`, `['a', 1]`, `{'k': 'v'}`.

/** Python's `type(value).__name__` for a value decoded from JSON. */
export function pythonTypeName(value: unknown): string {
  if (value === null || value === undefined) return 'NoneType';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  if (typeof value === 'string') return 'str';
  return Array.isArray(value) ? 'list' : 'dict';
}

function pythonNumber(value: number): string {
  return Number.isInteger(value) ? (Object.is(value, -0) ? '0' : BigInt(value).toString()) : pythonFloatRepr(value);
}

/** Python's `repr()` of a JSON value. */
export function pythonValueRepr(value: unknown): string {
  if (typeof value === 'string') return pythonStringRepr(value);
  return pythonStr(value);
}

/** Python's `str()` of a JSON value: strings as they are, containers with their items' `repr()`. */
export function pythonStr(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number') return pythonNumber(value);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return `[${value.map(pythonValueRepr).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>);
  return `{${entries.map(([key, item]) => `${pythonStringRepr(key)}: ${pythonValueRepr(item)}`).join(', ')}}`;
}
