/** The version of `@honcho-ai/langchain`. */
export const VERSION = '0.0.0';
