/**
 * A filter the server refuses while building its query: it answers 422 with
 * `detail` as a plain string (its `FilterError`), worded as here.
 */
export class FilterError extends Error {
  readonly detail: string;
  constructor(detail: string) {
    super(detail);
    this.name = 'FilterError';
    this.detail = detail;
  }
}

/**
 * A filter the server accepts but its database cannot evaluate on the stored
 * rows (a numeric comparison on metadata that holds text): the query fails
 * and the server answers 500.
 */
export class FilterEvaluationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FilterEvaluationError';
  }
}
