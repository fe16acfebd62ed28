import { atLeast, fields, flag, type HttpClient, integer, isPlainObject, Page, type PageResponse, type QueryParams, type SpecShape, z } from '@honcho-ai/sdk-core';
import { CALL_OPTION_KEYS, requestOptions, type CallOptionKey, type CallOptions } from '../internal/call-options.js';
import { LIMITS } from '../validation/limits.js';
import { filtersSpec, type Filters } from './filters.js';

/**
 * Options for a list method: which items (`filters`), where to start
 * (`page`, from 1), how many per page (`size`, 1..100, the server defaults to
 * 50) and in which order (`reverse`: newest first). Per-call options
 * (`signal`, `timeout`, ...) apply to this page and every page fetched after
 * it; `prefetch` fetches the next page while you use the current one.
 *
 * @example
 * ```ts
 * const page = await honcho.sessions({ filters: { metadata: { plan: 'pro' } }, size: 20, reverse: true });
 * for await (const session of page) console.log(session.id);
 * ```
 */
export interface ListOptions extends CallOptions {
  /** Which items to list, in the server's filter language. */
  filters?: Filters | undefined;
  /** The page to start from, counting from 1. */
  page?: number | undefined;
  /** Items per page, 1..100; the server defaults to 50. */
  size?: number | undefined;
  /** Newest first. */
  reverse?: boolean | undefined;
  /** Fetch the next page in the background while the current one is consumed by `for await`. Off by default. */
  prefetch?: boolean | undefined;
}

/** Keys that mark an argument as a {@link ListOptions} object rather than a bare filter (2.5's legacy form). */
const OPTION_KEYS = ['filters', 'page', 'size', 'reverse', 'prefetch', ...CALL_OPTION_KEYS];

/**
 * Accepts both shapes list methods took in `@honcho-ai/sdk` 2.5: a bare
 * filter object (legacy) or an options object. As in 2.5, an object with a
 * `filters` key or any pagination key is options; anything else is a filter.
 *
 * @internal
 */
export function normalizeListOptions<O extends ListOptions>(
  input: Filters | O | undefined,
  extraOptionKeys: readonly string[] = [],
): O {
  if (input === undefined || input === null) return {} as O;
  if (!isPlainObject(input)) return { filters: input } as O;
  const isOptions = [...OPTION_KEYS, ...extraOptionKeys].some((key) => key in input);
  return (isOptions ? input : { filters: input }) as O;
}

/** The rules of the shared list options, by field. @internal */
export const listOptionsShape = {
  filters: filtersSpec,
  page: z.optional(atLeast(1)),
  size: z.optional(integer(1, LIMITS.pageSizeMax)),
  reverse: z.optional(flag()),
  prefetch: z.optional(flag()),
} satisfies SpecShape<Omit<ListOptions, CallOptionKey>>;

/** The shared list options. @internal */
export const listOptionsSpec = fields(listOptionsShape);

/** What a list route needs besides its path. @internal */
export interface ListRequest<TRaw, T> {
  readonly http: HttpClient;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** The JSON body (POST list routes); sent again unchanged for every page. */
  readonly body?: unknown;
  readonly options: ListOptions;
  /** Whether the route takes `reverse` (some, like webhooks, do not). */
  readonly reversible?: boolean;
  readonly transform: (item: TRaw) => T;
}

/**
 * Fetches the first page of a list route and wraps it in a {@link Page} that
 * knows how to fetch the rest with the same filters, order and per-call
 * options.
 *
 * @internal
 */
export async function listPage<TRaw, T>(request: ListRequest<TRaw, T>): Promise<Page<T, TRaw>> {
  const { http, method, path, body, options, transform } = request;
  const call = requestOptions(options);
  const reverse = request.reversible === false ? undefined : options.reverse === true ? true : undefined;
  const fetchPage = (page: number | undefined, size: number | undefined, signal?: AbortSignal): Promise<PageResponse<TRaw>> => {
    const query: QueryParams = { page, size, reverse };
    const definition = { ...call, query, signal: signal ?? call.signal, ...(method === 'POST' ? { body } : {}) };
    return http.request<PageResponse<TRaw>>(method, path, definition);
  };
  const first = await fetchPage(options.page, options.size);
  return new Page<T, TRaw>(first, transform, (page, size, signal) => fetchPage(page, size, signal), {
    prefetch: options.prefetch,
    signal: call.signal,
  });
}
