/** The version of `@honcho-ai/testing`, sent to the server so it can tell clients apart. */
export const VERSION = '0.0.0';
