/**
 * OpenTelemetry tracing for Honcho clients: `new Honcho({ tracing: openTelemetry() })`.
 * Needs `@opentelemetry/api` 1.x, which an app that traces already has.
 *
 * @module @honcho-ai/sdk/tracing
 */
export { openTelemetry, type OpenTelemetryOptions } from './open-telemetry.js';
