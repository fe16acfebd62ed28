/**
 * A small JSON Schema validator for the structured-output subset, used only to
 * check that filled answers validate: type (single or list, with integer),
 * properties, required, additionalProperties: false, items, enum, const,
 * anyOf, oneOf (exactly one), minimum/maximum (and exclusive), minItems/
 * maxItems, minLength/maxLength. An optional property may be `null`, as
 * the server's model allows. Returns the problems found, by JSON path.
 */
export function validateJsonSchema(value: unknown, schema: unknown, path = '$'): string[] {
  if (schema === true || schema === undefined) return [];
  if (schema === false) return [`${path}: no value is allowed`];
  if (!isRecord(schema)) return [`${path}: schema is not an object`];
  const errors: string[] = [];

  if ('const' in schema && !deepEqual(value, schema.const)) errors.push(`${path}: expected const ${JSON.stringify(schema.const)}`);
  if (Array.isArray(schema.enum) && !schema.enum.some((member) => deepEqual(member, value))) {
    errors.push(`${path}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
  }
  if (Array.isArray(schema.anyOf) && !schema.anyOf.some((member) => validateJsonSchema(value, member, path).length === 0)) {
    errors.push(`${path}: matches no anyOf member`);
  }
  if (Array.isArray(schema.oneOf)) {
    const matches = schema.oneOf.filter((member) => validateJsonSchema(value, member, path).length === 0).length;
    if (matches !== 1) errors.push(`${path}: matches ${matches} oneOf members, expected exactly 1`);
  }

  const types = typeof schema.type === 'string' ? [schema.type] : Array.isArray(schema.type) ? schema.type : undefined;
  if (types !== undefined && !types.some((type) => hasType(value, type))) {
    errors.push(`${path}: ${JSON.stringify(value)} is not of type ${types.join(' | ')}`);
    return errors;
  }

  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) errors.push(`${path}: ${value} < minimum ${schema.minimum}`);
    if (typeof schema.maximum === 'number' && value > schema.maximum) errors.push(`${path}: ${value} > maximum ${schema.maximum}`);
    if (typeof schema.exclusiveMinimum === 'number' && value <= schema.exclusiveMinimum) errors.push(`${path}: ${value} <= exclusiveMinimum`);
    if (typeof schema.exclusiveMaximum === 'number' && value >= schema.exclusiveMaximum) errors.push(`${path}: ${value} >= exclusiveMaximum`);
  }
  if (typeof value === 'string') {
    const length = Array.from(value).length;
    if (typeof schema.minLength === 'number' && length < schema.minLength) errors.push(`${path}: shorter than ${schema.minLength}`);
    if (typeof schema.maxLength === 'number' && length > schema.maxLength) errors.push(`${path}: longer than ${schema.maxLength}`);
  }
  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems) errors.push(`${path}: fewer than ${schema.minItems} items`);
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) errors.push(`${path}: more than ${schema.maxItems} items`);
    if (schema.items !== undefined) value.forEach((item, index) => errors.push(...validateJsonSchema(item, schema.items, `${path}[${index}]`)));
  }
  if (isRecord(value)) {
    const properties = isRecord(schema.properties) ? schema.properties : {};
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    for (const name of required) if (typeof name === 'string' && !Object.hasOwn(value, name)) errors.push(`${path}: missing required ${name}`);
    for (const [name, item] of Object.entries(value)) {
      // The server's model widens an optional property to `T | None`, so `null` always fits one.
      if (item === null && !required.has(name) && Object.hasOwn(properties, name)) continue;
      if (Object.hasOwn(properties, name)) errors.push(...validateJsonSchema(item, properties[name], `${path}.${name}`));
      else if (schema.additionalProperties === false) errors.push(`${path}: unexpected property ${name}`);
    }
  }
  return errors;
}

function hasType(value: unknown, type: unknown): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'boolean':
      return typeof value === 'boolean';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'string':
      return typeof value === 'string';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isRecord(value);
    default:
      return false;
  }
}

function deepEqual(x: unknown, y: unknown): boolean {
  return JSON.stringify(x) === JSON.stringify(y);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
