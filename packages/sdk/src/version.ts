/** The version of `@honcho-ai/sdk`, sent to the server so it can tell clients apart. */
export const VERSION = '2.5.0';
