import { HonchoValidationError } from '@honcho-ai/sdk-core';

/**
 * A tool call named a tool that is not one of Honcho's. Thrown by the
 * `execute` methods of {@link honchoOpenAITools} and
 * {@link honchoAnthropicTools}: route only the calls `handles(name)`
 * accepts to them, and run your own tools yourself.
 */
export class UnknownToolError extends HonchoValidationError {
  static override readonly kind: string = 'UnknownToolError';
  /** The name the call used. */
  readonly toolName: string;

  constructor(toolName: string, known: readonly string[]) {
    super([{ path: 'name', message: `must be one of ${known.join(', ')}, got ${JSON.stringify(toolName.slice(0, 80))}` }], {
      prefix: 'Unknown Honcho tool',
    });
    this.toolName = toolName;
  }
}
