export { readEnv, type EnvGlobals } from './read-env.js';
export {
  DEFAULT_BASE_URL,
  DEFAULT_MAX_RETRIES,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_WORKSPACE_ID,
  ENV_VARS,
  LOCAL_BASE_URL,
  resolveConfig,
  type ClientOptions,
  type ResolveConfigContext,
  type ResolvedConfig,
} from './resolve-config.js';
export { MAX_RETRIES_LIMIT, MAX_TIMEOUT_MS } from './client-option-rules.js';
