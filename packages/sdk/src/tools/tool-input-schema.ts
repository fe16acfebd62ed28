import { HonchoValidationError, jsonValueIssues } from '@honcho-ai/core';

/** A string property of a tool's input. */
export interface StringPropertySchema {
  readonly type: 'string';
  readonly description: string;
  readonly minLength?: number;
  readonly maxLength?: number;
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

/**
 * A tool's input as JSON Schema (draft-07, which every model provider
 * accepts): an object of string and integer fields. The subset is small on
 * purpose so the same schema serves every function-calling format and is
 * validated exactly by {@link toolInputIssues}.
 */
// A type alias, not an interface: function-calling APIs type parameters as `Record<string, unknown>`,
// which only object literal types satisfy.
export type ToolInputSchema = {
  readonly type: 'object';
  readonly properties: Readonly<Record<string, StringPropertySchema | IntegerPropertySchema>>;
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
 * problem (so the model can fix them all in one retry).
 */
export function toolInputIssues(schema: ToolInputSchema, input: unknown): ToolInputIssue[] {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return [{ path: '', message: 'must be a JSON object' }];
  }
  // A tool's input is JSON (a model's arguments); an object that is not (a cycle, a BigInt) is named, never walked.
  const notJson = jsonValueIssues(input, '');
  if (notJson.length > 0) return notJson;
  const fields = input as Record<string, unknown>;
  const issues: ToolInputIssue[] = [];
  for (const name of schema.required) {
    if (fields[name] === undefined) issues.push({ path: name, message: 'is required' });
  }
  for (const [name, value] of Object.entries(fields)) {
    const property = schema.properties[name];
    if (property === undefined) {
      issues.push({ path: name, message: `is not a field of this tool (fields: ${Object.keys(schema.properties).join(', ')})` });
      continue;
    }
    if (value === undefined) continue;
    if (property.type === 'string') {
      if (typeof value !== 'string') issues.push({ path: name, message: 'must be a string' });
      else if (property.minLength !== undefined && value.trim().length < property.minLength) issues.push({ path: name, message: 'must not be empty' });
      else if (property.maxLength !== undefined && value.length > property.maxLength) issues.push({ path: name, message: `must be at most ${property.maxLength} characters` });
      else if (property.enum !== undefined && !property.enum.includes(value)) issues.push({ path: name, message: `must be one of ${property.enum.join(', ')}` });
    } else if (typeof value !== 'number' || !Number.isInteger(value)) {
      issues.push({ path: name, message: 'must be an integer' });
    } else if (value < property.minimum || value > property.maximum) {
      issues.push({ path: name, message: `must be between ${property.minimum} and ${property.maximum}` });
    }
  }
  return issues;
}

/** The error for a refused tool input: a `HonchoValidationError` naming each field. */
export function toolInputError(toolName: string, issues: readonly ToolInputIssue[]): HonchoValidationError {
  return new HonchoValidationError(
    issues.map((issue) => ({ path: issue.path || 'input', message: issue.message })),
    { prefix: `Invalid ${toolName} input` },
  );
}
