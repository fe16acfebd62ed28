// @honcho-ai/inspector: a local web UI that shows what Honcho remembers.
export { startInspector, InspectorOptionError, type InspectorOptions, type RunningInspector } from './server/start-inspector.js';
export { InspectorApiError } from './server/api-error.js';
export { INSPECTOR_USAGE, InspectorUsageError, parseInspectorArgs, DEFAULT_INSPECTOR_PORT, type InspectorCliOptions } from './cli/cli-args.js';
export type * from './contract/inspector-api.js';
export { CONCLUSION_LEVELS, TOKEN_HEADER, TOKEN_QUERY } from './contract/inspector-api.js';
export { VERSION } from './version.js';
