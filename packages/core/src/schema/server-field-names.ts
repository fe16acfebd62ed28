// The Honcho server turns every object schema into a pydantic model whose
// fields are named after the properties. A few names cannot be fields: pydantic
// refuses a field that would replace one of its own `model_dump*` /
// `model_validate*` methods, and the server answers 422. These helpers predict
// that, so a client can refuse such a schema before sending it.

/** Matches a property name the server uses as its field name unchanged. */
const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_]*$/;

/**
 * pydantic methods a field may not replace, with the protected namespace that
 * covers each and how pydantic prints the member in its error. The plain
 * methods print with the function's memory address, which is the server
 * process's own: a stand-in address is used, so only that part differs.
 */
const RESERVED_FIELDS: ReadonlyMap<string, { readonly namespace: string; readonly member: string }> = new Map([
  ['model_dump', { namespace: 'model_dump', member: '<function BaseModel.model_dump at 0x7f0000000000>' }],
  ['model_dump_json', { namespace: 'model_dump', member: '<function BaseModel.model_dump_json at 0x7f0000000000>' }],
  ...(['model_validate', 'model_validate_json', 'model_validate_strings'] as const).map(
    (name) =>
      [
        name,
        {
          namespace: 'model_validate',
          member: `<bound method BaseModel.${name} of <class 'pydantic.main.BaseModel'>>`,
        },
      ] as const,
  ),
]);

/**
 * The field names the server gives an object's properties, in order: a name
 * made of ASCII letters, digits and `_` (starting with a letter) is kept; any
 * other is rewritten (each other character becomes `_`, leading `_` dropped,
 * `field_` prefixed when nothing or a digit is left), and a name already
 * taken gets `_2`, `_3`, ... appended.
 *
 * @param keys Non-empty property names, in the order they are written.
 */
export function serverFieldNames(keys: readonly string[]): string[] {
  const taken = new Set<string>();
  return keys.map((key) => {
    let name = key;
    if (!IDENTIFIER.test(key) || taken.has(key)) {
      // Per code point, as the server counts characters.
      let base = key.replace(/[^A-Za-z0-9_]/gu, '_').replace(/^_+/, '');
      if (base === '' || /^[0-9]/.test(base)) base = `field_${base}`;
      name = base;
      for (let suffix = 2; taken.has(name); suffix += 1) name = `${base}_${suffix}`;
    }
    taken.add(name);
    return name;
  });
}

/** A field name pydantic refuses, and the server's text for it. */
export interface ReservedFieldName {
  /** The property as written in the schema. */
  readonly property: string;
  /** The field name it becomes (the same, or rewritten, e.g. `model-dump` gives `model_dump`). */
  readonly field: string;
  /** pydantic's error, as the server puts it after `Invalid response_format: `. */
  readonly serverMessage: string;
}

/**
 * The first property of an object schema whose field name pydantic refuses
 * (it would replace a `model_dump*` / `model_validate*` method), or
 * `undefined` when every name is usable.
 */
export function findReservedFieldName(keys: readonly string[]): ReservedFieldName | undefined {
  const fields = serverFieldNames(keys);
  for (const [index, field] of fields.entries()) {
    const reserved = RESERVED_FIELDS.get(field);
    if (reserved === undefined) continue;
    return {
      property: keys[index] as string,
      field,
      serverMessage: `Field '${field}' conflicts with member ${reserved.member} of protected namespace '${reserved.namespace}'.`,
    };
  }
  return undefined;
}
