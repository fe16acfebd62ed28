/** One request the model provider received, for assertions on what a server asked a model. */
export interface ModelProviderRequestRecord {
  readonly method: string;
  /** The URL path as sent, e.g. `/v1/chat/completions`. */
  readonly path: string;
  /** Which endpoint answered: `chat` (Chat Completions), `responses` (the Responses API), `embeddings`, `models`, or `unknown` for a path the provider does not serve. */
  readonly endpoint: 'chat' | 'responses' | 'embeddings' | 'models' | 'unknown';
  /** The parsed JSON body; `undefined` without one, the raw text when it is not JSON. */
  readonly body: unknown;
  /** When it arrived, on the provider's clock. */
  readonly time: Date;
  /** The status answered; `undefined` until the answer is ready. */
  status?: number;
}
