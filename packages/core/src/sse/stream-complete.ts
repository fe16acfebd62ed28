/**
 * The reason the event-stream reader gives when it cancels a body whose
 * protocol is over (the terminal event arrived). A cancel with any other
 * reason is the consumer stopping early, which is how a traced call tells a
 * finished stream from an abandoned one.
 */
export const STREAM_COMPLETE: unique symbol = Symbol('honcho.stream-complete');
