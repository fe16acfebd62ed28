/** The version of `@honcho-ai/cli`, printed by `honcho --version`. */
export const VERSION = '0.0.0';
