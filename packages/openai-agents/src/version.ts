/** The version of `@honcho-ai/openai-agents`. */
export const VERSION = '0.0.0';
