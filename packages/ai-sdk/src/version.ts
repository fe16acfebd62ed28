/** The version of `@honcho-ai/ai-sdk`, sent to the server so it can tell clients apart. */
export const VERSION = '0.0.0';
