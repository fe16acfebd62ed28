/**
 * `@honcho-ai/sdk/config`: the Honcho config file, read as the ecosystem's
 * tools write it (Node only).
 *
 * @packageDocumentation
 */
export {
  CONFIG_ENV_VARS,
  CONFIG_FILE_PATH,
  describeSource,
  loadHonchoConfig,
  type ConfigFileLookup,
  type ConfigValueSource,
  type HonchoConnectionOptions,
  type LoadedHonchoConfig,
  type LoadHonchoConfigOptions,
} from './load-honcho-config.js';
export { HonchoConfigFileError, type ConfigFileErrorDetail } from './honcho-config-file-error.js';
export { readConfigFile, type ParsedConfigFile } from './read-config-file.js';
export { configFileSettings, configUrlProblem, type ConfigFileSettings, type ConfigFileValue } from './config-file-settings.js';
export type { TextPosition } from './json-locator.js';
