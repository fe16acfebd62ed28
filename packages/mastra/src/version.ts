/** The version of `@honcho-ai/mastra`. */
export const VERSION = '0.0.0';
