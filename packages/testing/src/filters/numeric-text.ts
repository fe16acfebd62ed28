// How the server's two languages read a number out of text. Python parses
// filter operands (`int()`, `float()`, `Decimal()`); Postgres casts stored
// metadata text (`::numeric`). They differ at the edges (underscores, `inf`,
// surrounding space), so each gets its own reader.

const DIGITS = String.raw`\d(?:_?\d)*`;
const PY_INT = new RegExp(`^[+-]?${DIGITS}$`);
const PY_FLOAT = new RegExp(`^[+-]?(?:(?:${DIGITS})?\\.${DIGITS}|${DIGITS}\\.?)(?:[eE][+-]?${DIGITS})?$`);
const SPECIAL = /^([+-]?)(inf|infinity|nan)$/i;
const PG_NUMERIC = /^[+-]?(?:\d(?:_?\d)*(?:\.(?:\d(?:_?\d)*)?)?|\.\d(?:_?\d)*)(?:[eE][+-]?\d+)?$/;

function special(text: string, nan: boolean): number | undefined {
  const match = SPECIAL.exec(text);
  if (!match) return undefined;
  if (match[2]?.toLowerCase() === 'nan') return nan ? Number.NaN : undefined;
  return match[1] === '-' ? -Infinity : Infinity;
}

/** `int(text)` then `float(text)`, as the server tries a metadata comparison operand: the number, or `undefined` when both raise. */
export function pythonNumberFromText(text: string): number | undefined {
  const trimmed = text.trim();
  if (PY_INT.test(trimmed) || PY_FLOAT.test(trimmed)) return Number(trimmed.replaceAll('_', ''));
  return special(trimmed, true);
}

/** `Decimal(text)`: the number, or `undefined` where Python raises. */
export function pythonDecimalFromText(text: string): number | undefined {
  const trimmed = text.trim();
  if (PY_FLOAT.test(trimmed)) return Number(trimmed.replaceAll('_', ''));
  return special(trimmed, true);
}

/** `text::numeric` in Postgres: the number, or `undefined` where Postgres raises "invalid input syntax". */
export function postgresNumericFromText(text: string): number | undefined {
  const trimmed = text.trim();
  if (PG_NUMERIC.test(trimmed)) return Number(trimmed.replaceAll('_', ''));
  return special(trimmed, true);
}
