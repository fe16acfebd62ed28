/** The version of `@honcho-ai/openai-compat`, sent to the server so it can tell clients apart. */
export const VERSION = '0.0.0';
