/**
 * Size limits of the Honcho server's structured output schemas, counted the
 * way the server counts them while it converts a schema (after every `$ref`
 * it follows has been inlined).
 *
 * The one definition of what is counted, used by every check:
 *
 * - A **node** is one subschema the server reads: the root, each value of
 *   `properties`, `items`, each member of `anyOf` (or of `oneOf` when there
 *   is no `anyOf`). A node with a `type` list is read once for the list and
 *   once more per entry, so `{"type": ["string", "null"]}` costs 3 nodes and
 *   an object typed `["object", "null"]` has its properties read (and
 *   counted) once more. A `$ref` counts as the nodes of the definition it is
 *   replaced with, once per place it is used. What the server does not read
 *   is not counted: the keywords of an `enum` node besides `enum`, the
 *   `type`, `properties` and `items` of an `anyOf` / `oneOf` node,
 *   `prefixItems`, `contains`, `propertyNames`, data keywords (`enum`,
 *   `const`, `default`, `examples`, `required`) and a boolean
 *   `additionalProperties`.
 * - A node's **level** is how many steps through `properties`, `items` or a
 *   union member separate it from the root: the root is level 0,
 *   `#/properties/a` is level 1, `#/properties/a/items` and
 *   `#/properties/a/anyOf/0` level 2. A `$ref` or a `type` list adds no level.
 *   The **depth** of a schema is its deepest node's level.
 *
 * So a schema nesting objects 20 properties deep is accepted and 21 deep is
 * rejected; a root with 499 properties (500 nodes) is accepted and with 500
 * properties (501 nodes) rejected.
 */
export const SERVER_SCHEMA_LIMITS = {
  /** The deepest level a node may sit at. */
  maxDepth: 20,
  /** The most nodes a schema may have. */
  maxNodes: 500,
} as const;
