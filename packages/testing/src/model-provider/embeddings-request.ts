import { approximateTokens } from '../tokens/approximate-tokens.js';
import { isObject, type JsonObject } from './chat-request.js';
import { float32ToBase64 } from './float32-base64.js';
import { hashedEmbedding } from './hashed-embedding.js';
import { invalidField } from './model-provider-error.js';

/** A checked `POST /v1/embeddings` request. */
export interface EmbeddingsRequest {
  readonly body: JsonObject;
  readonly model: string;
  /** Each input: a text, or a list of token ids. */
  readonly inputs: readonly (string | readonly number[])[];
  readonly dimensions: number;
  readonly encodingFormat: 'float' | 'base64';
}

/** Largest `dimensions` accepted: well above any real model's, low enough to keep a bad value from eating memory. */
export const MAX_EMBEDDING_DIMENSIONS = 16_384;
/** Most inputs per request, as OpenAI allows. */
const MAX_INPUTS = 2048;

/** Checks an embeddings body; throws `ModelProviderRequestError` (400) on what OpenAI would refuse too. */
export function parseEmbeddingsRequest(body: unknown, defaultDimensions: number): EmbeddingsRequest {
  if (!isObject(body)) throw invalidField('The request body must be a JSON object.', null, 'invalid_type');
  if (body.model === undefined || body.model === null) throw invalidField('you must provide a model parameter', 'model', 'missing_required_parameter');
  if (typeof body.model !== 'string') throw invalidField('model must be a string.', 'model', 'invalid_type');
  const inputs = parseInputs(body.input);
  const dimensions = body.dimensions ?? defaultDimensions;
  if (typeof dimensions !== 'number' || !Number.isInteger(dimensions) || dimensions < 1 || dimensions > MAX_EMBEDDING_DIMENSIONS) {
    throw invalidField(`dimensions must be an integer from 1 to ${MAX_EMBEDDING_DIMENSIONS}.`, 'dimensions');
  }
  const format = body.encoding_format ?? 'float';
  if (format !== 'float' && format !== 'base64') throw invalidField(`Invalid value: '${String(format)}'. Supported values are: 'float' and 'base64'.`, 'encoding_format');
  return { body, model: body.model, inputs, dimensions, encodingFormat: format };
}

function parseInputs(input: unknown): (string | number[])[] {
  if (input === undefined || input === null) throw invalidField("Missing required parameter: 'input'.", 'input', 'missing_required_parameter');
  if (typeof input === 'string') return [input];
  if (!Array.isArray(input) || input.length === 0) throw invalidField("'input' must be a string, or a non-empty array of strings or of token arrays.", 'input', 'invalid_type');
  if (input.length > MAX_INPUTS) throw invalidField(`'input' holds more than ${MAX_INPUTS} items.`, 'input');
  // One token array (`[1, 2, 3]`) is one input; otherwise each item is.
  if (input.every(isTokenId)) return [input as number[]];
  return input.map((item: unknown, index) => {
    if (typeof item === 'string') return item;
    if (Array.isArray(item) && item.length > 0 && item.every(isTokenId)) return item as number[];
    throw invalidField(`input[${index}] must be a string or a non-empty array of token ids.`, `input[${index}]`, 'invalid_type');
  });
}

function isTokenId(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** The `list` of embeddings OpenAI answers with, each vector a float array or base64 float32 bytes. */
export function embeddingsBody(request: EmbeddingsRequest): Record<string, unknown> {
  const promptTokens = request.inputs.reduce((sum, input) => sum + (typeof input === 'string' ? approximateTokens(input) : input.length), 0);
  return {
    object: 'list',
    data: request.inputs.map((input, index) => {
      const vector = hashedEmbedding(input, request.dimensions);
      return { object: 'embedding', index, embedding: request.encodingFormat === 'base64' ? float32ToBase64(vector) : Array.from(vector) };
    }),
    model: request.model,
    usage: { prompt_tokens: promptTokens, total_tokens: promptTokens },
  };
}
