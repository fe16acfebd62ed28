import { HonchoValidationError, jsonValueIssues } from '@honcho-ai/sdk-core';

/** A string property of a tool's input. */
export interface StringPropertySchema {
  readonly type: 'string';
  readonly description: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  /** A regular expression (JSON Schema's ECMA-262 dialect) the whole value must match, e.g. `^[A-Za-z0-9_-]+$`. */
  readonly pattern?: string;
  readonly enum?: readonly string[];
}

/** An integer property of a tool's input. */
export interface IntegerPropertySchema {
  readonly type: 'integer';
  readonly description: string;
  readonly minimum: number;
  readonly maximum: number;
  readonly default?: number;
}

/** A boolean property of a tool's input. */
export interface BooleanPropertySchema {
  readonly type: 'boolean';
  readonly description: string;
  readonly default?: boolean;
}

/** A list property of a tool's input: every item matches `items`. */
export interface ArrayPropertySchema {
  readonly type: 'array';
  readonly description: string;
  readonly items: ToolPropertySchema;
  readonly minItems?: number;
  readonly maxItems?: number;
}

/**
 * An object property of a tool's input: either with named fields (`properties`,
 * `required`, no others when `additionalProperties` is `false`), or free-form
 * JSON such as metadata or filters (`additionalProperties: true`, no `properties`).
 */
export interface ObjectPropertySchema {
  readonly type: 'object';
  readonly description: string;
  readonly properties?: Readonly<Record<string, ToolPropertySchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties: boolean;
}

/** A property that may take one of several shapes, e.g. a peer id or a peer with its session settings. */
export interface AnyOfPropertySchema {
  readonly description: string;
  readonly anyOf: readonly Exclude<ToolPropertySchema, AnyOfPropertySchema>[];
}

/** One property of a tool's input, in the JSON Schema subset {@link toolInputIssues} checks exactly. */
export type ToolPropertySchema =
  | StringPropertySchema
  | IntegerPropertySchema
  | BooleanPropertySchema
  | ArrayPropertySchema
  | ObjectPropertySchema
  | AnyOfPropertySchema;

/**
 * A tool's input as JSON Schema (draft-07, which every model provider and
 * MCP client accepts): an object of string, integer, boolean, list and object
 * fields. The subset is small on purpose so the same schema serves every
 * function-calling format and is validated exactly by {@link toolInputIssues}.
 */
// A type alias, not an interface: function-calling APIs type parameters as `Record<string, unknown>`,
// which only object literal types satisfy.
export type ToolInputSchema = {
  readonly type: 'object';
  readonly properties: Readonly<Record<string, ToolPropertySchema>>;
  readonly required: readonly string[];
  readonly additionalProperties: false;
};

/** Why a tool input was refused: the field and the rule. */
export interface ToolInputIssue {
  readonly path: string;
  readonly message: string;
}

/**
 * Checks a model's tool input against the tool's schema, collecting every
 * problem (so the model can fix them all in one retry). Nested fields are
 * named by path, e.g. `messages[1].peer_id`.
 */
export function toolInputIssues(schema: ToolInputSchema, input: unknown): ToolInputIssue[] {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return [{ path: '', message: 'must be a JSON object' }];
  }
  // A tool's input is JSON (a model's arguments); an object that is not (a cycle, a BigInt) is named, never walked.
  const notJson = jsonValueIssues(input, '');
  if (notJson.length > 0) return notJson;
  const issues: ToolInputIssue[] = [];
  fieldIssues(schema.properties, schema.required, false, input as Record<string, unknown>, '', 'tool', issues);
  return issues;
}

function fieldIssues(
  properties: Readonly<Record<string, ToolPropertySchema>>,
  required: readonly string[],
  othersAllowed: boolean,
  fields: Record<string, unknown>,
  prefix: string,
  owner: 'tool' | 'object',
  issues: ToolInputIssue[],
): void {
  for (const name of required) {
    if (fields[name] === undefined) issues.push({ path: prefix + name, message: 'is required' });
  }
  for (const [name, value] of Object.entries(fields)) {
    const property = properties[name];
    if (property === undefined) {
      if (!othersAllowed) issues.push({ path: prefix + name, message: `is not a field of this ${owner} (fields: ${Object.keys(properties).join(', ')})` });
      continue;
    }
    if (value !== undefined) valueIssues(property, value, prefix + name, issues);
  }
}

function valueIssues(property: ToolPropertySchema, value: unknown, path: string, issues: ToolInputIssue[]): void {
  if ('anyOf' in property) {
    anyOfIssues(property, value, path, issues);
    return;
  }
  switch (property.type) {
    case 'string':
      if (typeof value !== 'string') issues.push({ path, message: 'must be a string' });
      else if (property.minLength !== undefined && value.trim().length < property.minLength) issues.push({ path, message: 'must not be empty' });
      else if (property.maxLength !== undefined && value.length > property.maxLength) issues.push({ path, message: `must be at most ${property.maxLength} characters` });
      else if (property.pattern !== undefined && !compiled(property.pattern).test(value)) issues.push({ path, message: `must match the pattern ${property.pattern}` });
      else if (property.enum !== undefined && !property.enum.includes(value)) issues.push({ path, message: `must be one of ${property.enum.join(', ')}` });
      return;
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value)) issues.push({ path, message: 'must be an integer' });
      else if (value < property.minimum || value > property.maximum) issues.push({ path, message: `must be between ${property.minimum} and ${property.maximum}` });
      return;
    case 'boolean':
      if (typeof value !== 'boolean') issues.push({ path, message: 'must be true or false' });
      return;
    case 'array':
      if (!Array.isArray(value)) {
        issues.push({ path, message: 'must be a list' });
        return;
      }
      if (property.minItems !== undefined && value.length < property.minItems) issues.push({ path, message: `must have at least ${property.minItems} item${property.minItems === 1 ? '' : 's'}` });
      if (property.maxItems !== undefined && value.length > property.maxItems) issues.push({ path, message: `must have at most ${property.maxItems} items` });
      value.forEach((item: unknown, index) => valueIssues(property.items, item, `${path}[${index}]`, issues));
      return;
    case 'object':
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        issues.push({ path, message: 'must be a JSON object' });
        return;
      }
      fieldIssues(property.properties ?? {}, property.required ?? [], property.additionalProperties, value as Record<string, unknown>, `${path}.`, 'object', issues);
      return;
  }
}

const patterns = new Map<string, RegExp>();

/** A schema's pattern, compiled once. */
function compiled(pattern: string): RegExp {
  let regex = patterns.get(pattern);
  if (regex === undefined) {
    regex = new RegExp(pattern, 'u');
    patterns.set(pattern, regex);
  }
  return regex;
}

/** A value matching one alternative passes; otherwise the issues of the alternative of its kind, or what kinds are allowed. */
function anyOfIssues(property: AnyOfPropertySchema, value: unknown, path: string, issues: ToolInputIssue[]): void {
  const ofItsKind = property.anyOf.filter((alternative) => kindMatches(alternative.type, value));
  for (const alternative of ofItsKind) {
    const found: ToolInputIssue[] = [];
    valueIssues(alternative, value, path, found);
    if (found.length === 0) return;
    if (ofItsKind.length === 1) {
      issues.push(...found);
      return;
    }
  }
  issues.push({ path, message: `must be ${property.anyOf.map((alternative) => KIND_NAMES[alternative.type]).join(' or ')}` });
}

const KIND_NAMES: Record<Exclude<ToolPropertySchema, AnyOfPropertySchema>['type'], string> = {
  string: 'a string',
  integer: 'an integer',
  boolean: 'true or false',
  array: 'a list',
  object: 'a JSON object',
};

function kindMatches(type: Exclude<ToolPropertySchema, AnyOfPropertySchema>['type'], value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
  }
}

/** The error for a refused tool input: a `HonchoValidationError` naming each field. */
export function toolInputError(toolName: string, issues: readonly ToolInputIssue[]): HonchoValidationError {
  return new HonchoValidationError(
    issues.map((issue) => ({ path: issue.path || 'input', message: issue.message })),
    { prefix: `Invalid ${toolName} input` },
  );
}
