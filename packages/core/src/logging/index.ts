export {
  createLogger,
  isLogLevel,
  LOG_LEVELS,
  type Logger,
  type LoggerOptions,
  type LogLevel,
  type LogSink,
} from './logger.js';
export { redact, redactHeaders, redactText, REDACTED, type HeadersLike, type Secrets } from './redact.js';
