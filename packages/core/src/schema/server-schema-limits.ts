/**
 * Size limits of the Honcho server's structured output schemas, measured
 * after every `$ref` has been inlined.
 *
 * The one definition of what is counted, used by every check:
 *
 * - A **node** is one subschema object in a schema position: the root, each
 *   value of `properties`, `items`, each member of `anyOf` / `oneOf`, and the
 *   schemas under any other applicator keyword (`prefixItems`, `contains`,
 *   `propertyNames`, ...). Keywords whose values are data (`enum`, `const`,
 *   `default`, `examples`, `required`) are not nodes, nor is a boolean
 *   `additionalProperties` (or an empty `{}` one, which is sent as `true`). A `$ref` counts as the nodes of the definition it
 *   is replaced with, once per place it is used.
 * - A node's **level** is how many subschema steps separate it from the root:
 *   the root is level 0, `#/properties/a` is level 1,
 *   `#/properties/a/items` level 2. The **depth** of a schema is its deepest
 *   node's level.
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
