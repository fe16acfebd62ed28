import { trace, type Tracer } from '@opentelemetry/api';
import {
  allOf,
  checkInput,
  describeValue,
  fields,
  flag,
  optionsArgument,
  knownKeys,
  type CallTracing,
  type SpecShape,
  z,
} from '@honcho-ai/sdk-core';
import { VERSION } from '../version.js';
import { CallSpan } from './call-span.js';

/** Options for {@link openTelemetry}. */
export interface OpenTelemetryOptions {
  /**
   * Where spans go. Defaults to the global tracer provider's tracer named
   * `@honcho-ai/sdk` (`trace.getTracer`), which follows a provider
   * registered after the client is built.
   */
  tracer?: Tracer | undefined;
  /**
   * Record what users and agents wrote: a chat's question and answer as
   * `gen_ai.input.messages` / `gen_ai.output.messages`, other request bodies
   * as `honcho.request.body` (cut at 8,192 characters). Off by default:
   * spans then carry routes, ids, statuses and timings, never content.
   */
  recordContent?: boolean | undefined;
}

const OPTION_KEYS = ['tracer', 'recordContent'] as const;

const openTelemetryInput = optionsArgument(
  allOf(
    knownKeys(OPTION_KEYS, 'an openTelemetry() option'),
    fields({
      tracer: z.optional(
        z.custom<Tracer>((tracer) => typeof tracer === 'object' && tracer !== null && typeof (tracer as { startSpan?: unknown }).startSpan === 'function', {
          error: (issue) => `must be an OpenTelemetry Tracer such as trace.getTracer('my-app'), got ${describeValue(issue.input)}`,
          abort: true,
        }),
      ),
      recordContent: z.optional(flag()),
    } satisfies SpecShape<OpenTelemetryOptions>),
  ),
);

/**
 * OpenTelemetry tracing for a Honcho client: one CLIENT span per call to the
 * server, named by its route template (`POST /v3/workspaces/{workspace_id}/peers/{peer_id}/chat`,
 * never with ids), started under the caller's active span, with W3C
 * `traceparent` sent so a server that traces joins the trace. Streams' spans
 * end when the stream does. What each span carries is listed in the
 * tracing guide.
 *
 * @example
 * ```ts
 * import { Honcho } from '@honcho-ai/sdk';
 * import { openTelemetry } from '@honcho-ai/sdk/tracing';
 *
 * const honcho = new Honcho({ tracing: openTelemetry() });
 * ```
 * @throws `HonchoValidationError` (from `@honcho-ai/sdk`) when an option is not what it should be, naming it.
 */
export function openTelemetry(options: OpenTelemetryOptions = {}): CallTracing {
  checkInput(openTelemetryInput, options, 'Invalid openTelemetry() options');
  const { tracer, recordContent } = options;
  const spans = tracer ?? trace.getTracer('@honcho-ai/sdk', VERSION);
  const record = recordContent === true;
  return { startCall: (call) => new CallSpan(spans, record, call) };
}
