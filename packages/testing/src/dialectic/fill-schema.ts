import type { ResponseFormat } from '@honcho-ai/api-types';
import { type DialecticHit, hitCreatedAt, hitText } from './search-corpus.js';
import { tokenize } from './tokenize.js';

/** A JSON value built by {@link fillSchema}. */
export type FilledJson = null | boolean | number | string | FilledJson[] | { [key: string]: FilledJson };

/**
 * Builds a value that validates against `schema` (the server's structured
 * output subset, `$ref`s already inlined) from the dialectic's hits, best
 * first. Nothing is random and nothing is invented: every value is read from
 * the hits, derived from their scores or counts, or taken from the schema
 * (`const`, `default`, `enum`, bounds).
 *
 * How fields are decided, per schema node:
 * - `const` is used as is; `enum` takes the member mentioned earliest in the
 *   best hit that mentions any (all of a member's words must appear; ties go
 *   to enum order), else `null` when the enum allows it, else its first member.
 * - `anyOf` / `oneOf` / `type` lists try each non-null member in order and
 *   keep the first one the evidence supports, else `null` when a member is
 *   null, else the first member's fallback.
 * - strings take a whole sentence from the hits: the sentence sharing most
 *   words with the property's name and description (`favorite_food` picks a
 *   sentence about food), else the sentence that best matches the question.
 *   `format: date-time` / `date` take the best hit's timestamp. `maxLength`
 *   truncates; `minLength` pads with spaces.
 * - numbers named like a confidence (`confidence`, `score`, `certainty`...)
 *   take the best hit's BM25 score squashed into 0..1 (`s / (s + 1)`), scaled
 *   into `[minimum, maximum]` when both are given (an unbounded integer gets
 *   0..100); count-like names (`count`, `total`...) take the number of
 *   supporting hits; other numbers take the first number written in a
 *   sentence about the property. Results are clamped to the bounds.
 * - booleans are `true`: they are only filled when there is evidence.
 * - arrays get one element per hit that supports an element (each element is
 *   filled from that hit alone), capped by `maxItems` and cycled up to
 *   `minItems`; with no supporting hit, one element per hit.
 * - objects fill properties in schema order, and every declared property is
 *   present, as in the server's answers (its model writes every field). A
 *   property the evidence does not support takes its `default` when it has
 *   one; otherwise a required one keeps its fallback (`null` when nullable)
 *   and an optional one is `null`.
 *
 * An optional property written as `null` is what the server sends too (its
 * model widens optional properties to `T | None`), even where the schema as
 * written does not allow `null` (zod's `.optional()`): clients must read it
 * as absent, and testing against the emulator shows whether they do.
 * `oneOf` is filled like `anyOf`, as the server treats them alike, so members
 * that overlap can yield a value matching more than one.
 */
export function fillSchema(
  schema: ResponseFormat,
  hits: readonly DialecticHit[],
  question: string,
  /** Tokens (as `tokenize` makes them) never used to match, e.g. from `subjectTerms`. */
  ignoreTerms: Iterable<string> = [],
): FilledJson {
  // The subject's own name appears throughout its memory, so it must not decide which sentence fits a field.
  const ignored = new Set(ignoreTerms);
  const context: Context = {
    hits: hits.map((hit) => viewOf(hit, ignored)),
    queryTerms: new Set(tokenize(question).filter((term) => !ignored.has(term))),
  };
  return fill(schema, context, NO_FIELD).value;
}

interface Sentence {
  readonly text: string;
  readonly terms: ReadonlySet<string>;
}

interface HitView {
  /** `null` for a peer-card entry, which has no time. */
  readonly createdAt: string | null;
  /** The BM25 score squashed into 0..1. */
  readonly unitScore: number;
  readonly sentences: readonly Sentence[];
  /** Where each stem (stopwords included, for members like `"no"`) first occurs in the text. */
  readonly firstPosition: ReadonlyMap<string, number>;
}

interface Context {
  readonly hits: readonly HitView[];
  readonly queryTerms: ReadonlySet<string>;
}

/** What the property's name and description say it is about. */
interface Field {
  /** Words to look for in the evidence (generic words such as `summary` removed). */
  readonly terms: ReadonlySet<string>;
  /** Every word of the name and description, for spotting confidences and counts. */
  readonly hints: ReadonlySet<string>;
}

interface Filled {
  readonly value: FilledJson;
  /** Whether the evidence, not a fallback, produced the value. */
  readonly supported: boolean;
}

type SchemaNode = Readonly<Record<string, unknown>>;

const stems = (words: string): ReadonlySet<string> => new Set(tokenize(words, { keepStopwords: true }));

/** Names that describe the answer's form, not its subject: any evidence fits them. */
const GENERIC = stems(
  'summary answer response result text content description reasoning reason explanation note notes detail details ' +
    'value values item items fact facts quote quotes evidence statement statements observation observations conclusion ' +
    'conclusions message messages output info information insight insights string list data main overall short brief key general top',
);
const CONFIDENCE = stems('confidence certainty certain score probability likelihood relevance relevant sure');
const COUNT = stems('count number num total amount quantity many');
const NO_FIELD: Field = { terms: new Set(), hints: new Set() };
const SENTENCE_BREAK = /(?<=[.!?])\s+|\n+/;
const NUMBER_IN_TEXT = /-?\d+(?:\.\d+)?/;

function viewOf(hit: DialecticHit, ignored: ReadonlySet<string>): HitView {
  const text = hitText(hit);
  const sentences = text
    .split(SENTENCE_BREAK)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => ({ text: part, terms: new Set(tokenize(part).filter((term) => !ignored.has(term))) }));
  return {
    createdAt: hitCreatedAt(hit),
    unitScore: Math.round((hit.score / (hit.score + 1)) * 100) / 100,
    sentences: sentences.length > 0 ? sentences : [{ text: text.trim(), terms: new Set<string>() }],
    firstPosition: firstPositions(tokenize(text, { keepStopwords: true })),
  };
}

function firstPositions(terms: readonly string[]): Map<string, number> {
  const positions = new Map<string, number>();
  terms.forEach((term, index) => {
    if (!positions.has(term)) positions.set(term, index);
  });
  return positions;
}

function fieldOf(name: string, schema: unknown): Field {
  const description = isRecord(schema) && typeof schema.description === 'string' ? schema.description : '';
  const words = tokenize(`${name} ${description}`);
  return { terms: new Set(words.filter((word) => !GENERIC.has(word))), hints: new Set(words) };
}

function fill(schema: unknown, context: Context, field: Field): Filled {
  if (schema === false) return { value: null, supported: false };
  if (!isRecord(schema)) return fillString({}, context, field);
  if ('const' in schema) return { value: asJson(schema.const), supported: true };
  if (Array.isArray(schema.enum)) return fillEnum(schema.enum, context);
  const union = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : undefined;
  if (union !== undefined) return fillUnion(union, context, field);
  const types = typeList(schema.type);
  if (types.length > 1) return fillUnion(types.map((type) => ({ ...schema, type })), context, field);
  const type = types[0] ?? (isRecord(schema.properties) ? 'object' : 'items' in schema ? 'array' : 'string');
  switch (type) {
    case 'object':
      return fillObject(schema, context);
    case 'array':
      return fillArray(schema, context, field);
    case 'integer':
      return fillNumber(schema, context, field, true);
    case 'number':
      return fillNumber(schema, context, field, false);
    case 'boolean':
      return { value: context.hits.length > 0, supported: context.hits.length > 0 };
    case 'null':
      return { value: null, supported: false };
    default:
      return fillString(schema, context, field);
  }
}

function fillObject(schema: SchemaNode, context: Context): Filled {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.filter((name): name is string => typeof name === 'string') : []);
  const out: { [key: string]: FilledJson } = {};
  let supported = false;
  for (const [name, property] of Object.entries(properties)) {
    const filled = fill(property, context, fieldOf(name, property));
    if (filled.supported) {
      setOwn(out, name, filled.value);
      supported = true;
    } else if (isRecord(property) && 'default' in property) {
      setOwn(out, name, asJson(property.default));
    } else if (required.has(name)) {
      setOwn(out, name, filled.value);
    } else {
      // The server's model declares an optional property as `T | None = None` and writes every field.
      setOwn(out, name, null);
    }
  }
  // `required` may name properties it never describes; any value satisfies those.
  for (const name of required) {
    if (!Object.hasOwn(out, name)) setOwn(out, name, fillString({}, context, fieldOf(name, undefined)).value);
  }
  if (Object.keys(properties).length === 0) supported = context.hits.length > 0;
  return { value: out, supported };
}

function fillArray(schema: SchemaNode, context: Context, field: Field): Filled {
  const minItems = nonNegativeInteger(schema.minItems) ?? 0;
  const maxItems = nonNegativeInteger(schema.maxItems) ?? Infinity;
  if (schema.items === false) return { value: [], supported: false };
  const itemSchema = schema.items === undefined || schema.items === true ? {} : schema.items;
  const perHit = context.hits.map((hit) => fill(itemSchema, { ...context, hits: [hit] }, field));
  const backing = perHit.filter((element) => element.supported);
  const supported = backing.length > 0;
  const source = supported ? backing : perHit;
  const values = source.slice(0, maxItems).map((element) => element.value);
  // Repeating evidence is the only honest way to reach minItems.
  for (let index = 0; values.length < Math.min(minItems, maxItems); index++) {
    values.push(source.length > 0 ? (source[index % source.length] as Filled).value : fill(itemSchema, context, field).value);
  }
  return { value: values, supported };
}

function fillUnion(members: readonly unknown[], context: Context, field: Field): Filled {
  let fallback: Filled | undefined;
  let nullable = false;
  for (const member of members) {
    if (isNullSchema(member)) {
      nullable = true;
      continue;
    }
    const filled = fill(member, context, field);
    if (filled.supported) return filled;
    fallback ??= filled;
  }
  if (nullable || fallback === undefined) return { value: null, supported: false };
  return fallback;
}

function fillEnum(members: readonly unknown[], context: Context): Filled {
  for (const hit of context.hits) {
    // The member the text names first wins ("I hate cilantro, it tastes like soap" is `hates`); ties go to enum order.
    let named: { member: unknown; position: number } | undefined;
    for (const member of members) {
      const position = mentionPosition(hit, member);
      if (position !== undefined && (named === undefined || position < named.position)) named = { member, position };
    }
    if (named !== undefined) return { value: asJson(named.member), supported: true };
  }
  if (members.includes(null)) return { value: null, supported: false };
  return { value: asJson(members[0] ?? null), supported: false };
}

/** Where the text first mentions every word of an enum member, or undefined when it does not. */
function mentionPosition(hit: HitView, member: unknown): number | undefined {
  if (typeof member !== 'string' && typeof member !== 'number') return undefined;
  const words = tokenize(String(member), { keepStopwords: true });
  let first: number | undefined;
  for (const word of words) {
    const position = hit.firstPosition.get(word);
    if (position === undefined) return undefined;
    first = first === undefined ? position : Math.min(first, position);
  }
  return first;
}

function fillString(schema: SchemaNode, context: Context, field: Field): Filled {
  const top = context.hits[0];
  if (top === undefined) return { value: fitLength('', schema), supported: false };
  if (schema.format === 'date-time' || schema.format === 'date') {
    // The best hit that has a time: card entries have none.
    const dated = context.hits.find((hit) => hit.createdAt !== null)?.createdAt;
    if (dated === undefined || dated === null) return { value: fitLength('', schema), supported: false };
    return { value: schema.format === 'date' ? dated.slice(0, 10) : dated, supported: true };
  }
  const byQuestion = bestSentence(context, () => 0);
  if (field.terms.size === 0) return { value: fitLength(byQuestion.text, schema), supported: true };
  const byField = bestSentence(context, (sentence) => overlap(sentence.terms, field.terms));
  if (byField.score > 0) return { value: fitLength(byField.text, schema), supported: true };
  return { value: fitLength(byQuestion.text, schema), supported: false };
}

function fillNumber(schema: SchemaNode, context: Context, field: Field, integer: boolean): Filled {
  const bounds = boundsOf(schema, integer);
  const top = context.hits[0];
  if (top !== undefined) {
    if (intersects(field.hints, CONFIDENCE)) return { value: clamp(scaleUnit(top.unitScore, schema, integer), bounds, integer), supported: true };
    if (intersects(field.hints, COUNT)) return { value: clamp(context.hits.length, bounds, integer), supported: true };
    if (field.terms.size > 0) {
      const written = bestSentence(context, (sentence) => (NUMBER_IN_TEXT.test(sentence.text) ? overlap(sentence.terms, field.terms) : 0));
      const match = written.score > 0 ? NUMBER_IN_TEXT.exec(written.text) : null;
      if (match) return { value: clamp(Number(match[0]), bounds, integer), supported: true };
    }
  }
  return { value: clamp(0, bounds, integer), supported: false };
}

/** Picks the sentence scoring highest on `primary`, then on question overlap; earlier hits and sentences win ties. */
function bestSentence(context: Context, primary: (sentence: Sentence) => number): { text: string; score: number } {
  let best = { text: '', score: -1, secondary: -1 };
  for (const hit of context.hits) {
    for (const sentence of hit.sentences) {
      const score = primary(sentence);
      const secondary = overlap(sentence.terms, context.queryTerms);
      if (score > best.score || (score === best.score && secondary > best.secondary)) best = { text: sentence.text, score, secondary };
    }
  }
  return best;
}

interface Bounds {
  readonly low: number;
  readonly high: number;
}

function boundsOf(schema: SchemaNode, integer: boolean): Bounds {
  let low = -Infinity;
  let high = Infinity;
  if (isFiniteNumber(schema.minimum)) low = schema.minimum;
  if (isFiniteNumber(schema.maximum)) high = schema.maximum;
  // Draft 4 spells exclusivity as a boolean beside minimum/maximum; later drafts as a number.
  const exclusiveLow = isFiniteNumber(schema.exclusiveMinimum) ? schema.exclusiveMinimum : schema.exclusiveMinimum === true ? low : undefined;
  const exclusiveHigh = isFiniteNumber(schema.exclusiveMaximum) ? schema.exclusiveMaximum : schema.exclusiveMaximum === true ? high : undefined;
  if (integer) {
    if (exclusiveLow !== undefined) low = Math.max(low, Math.floor(exclusiveLow) + 1);
    if (exclusiveHigh !== undefined) high = Math.min(high, Math.ceil(exclusiveHigh) - 1);
    return { low: Math.ceil(low), high: Math.floor(high) };
  }
  // For floats, step just inside an exclusive bound by a hundredth, the precision values are rounded to.
  if (exclusiveLow !== undefined) low = Math.max(low, exclusiveLow + 0.01);
  if (exclusiveHigh !== undefined) high = Math.min(high, exclusiveHigh - 0.01);
  return { low, high };
}

function scaleUnit(unit: number, schema: SchemaNode, integer: boolean): number {
  const span = integer ? 100 : 1;
  const min = isFiniteNumber(schema.minimum) ? schema.minimum : undefined;
  const max = isFiniteNumber(schema.maximum) ? schema.maximum : undefined;
  const low = min ?? (max !== undefined ? Math.min(0, max - span) : 0);
  const high = max ?? low + span;
  return low + unit * (high - low);
}

function clamp(value: number, bounds: Bounds, integer: boolean): number {
  const rounded = integer ? Math.round(value) : Math.round(value * 100) / 100;
  if (bounds.low > bounds.high) return integer ? bounds.low : (bounds.low + bounds.high) / 2;
  return Math.min(bounds.high, Math.max(bounds.low, rounded));
}

function fitLength(text: string, schema: SchemaNode): string {
  const chars = Array.from(text);
  const max = nonNegativeInteger(schema.maxLength);
  const min = nonNegativeInteger(schema.minLength) ?? 0;
  const cut = max === undefined ? chars : chars.slice(0, max);
  return cut.join('') + ' '.repeat(Math.max(0, min - cut.length));
}

function isNullSchema(schema: unknown): boolean {
  if (!isRecord(schema)) return false;
  if ('const' in schema) return schema.const === null;
  if (Array.isArray(schema.enum)) return schema.enum.length > 0 && schema.enum.every((member) => member === null);
  const types = typeList(schema.type);
  return types.length > 0 && types.every((type) => type === 'null');
}

function typeList(type: unknown): string[] {
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? type.filter((entry): entry is string => typeof entry === 'string') : [];
}

function overlap(terms: ReadonlySet<string>, wanted: ReadonlySet<string>): number {
  let count = 0;
  for (const term of wanted) if (terms.has(term)) count += 1;
  return count;
}

function intersects(x: ReadonlySet<string>, y: ReadonlySet<string>): boolean {
  for (const term of x) if (y.has(term)) return true;
  return false;
}

/** Defines rather than assigns, so a property named `__proto__` stays a property. */
function setOwn(target: { [key: string]: FilledJson }, key: string, value: FilledJson): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function nonNegativeInteger(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isRecord(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Schema keywords (`const`, `default`, `enum`) arrive as parsed JSON, so they are JSON already. */
function asJson(value: unknown): FilledJson {
  return value === undefined ? null : (value as FilledJson);
}
