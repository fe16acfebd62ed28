/** The version of `@honcho-ai/inspector`. */
export const VERSION = '0.0.0';
