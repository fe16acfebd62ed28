export { createHonchoTools, type HonchoToolsOptions, type PrepareToolCallOptions } from './create-honcho-tools.js';
export { HONCHO_TOOL_NAMES, HONCHO_TOOL_SPECS, isHonchoToolName } from './tool-specs.js';
export { HONCHO_TOOL_OUTPUT_SCHEMAS, type ToolOutputSchema, type ToolOutputValueSchema } from './tool-output-schemas.js';
export {
  toolInputError,
  toolInputIssues,
  type AnyOfPropertySchema,
  type ArrayPropertySchema,
  type BooleanPropertySchema,
  type IntegerPropertySchema,
  type ObjectPropertySchema,
  type StringPropertySchema,
  type ToolPropertySchema,
  type ToolInputIssue,
  type ToolInputSchema,
} from './tool-input-schema.js';
export type * from './tool-types.js';
