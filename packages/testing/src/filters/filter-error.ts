/** A filter the server would reject with 422; `path` locates the offending part. */
export class FilterSyntaxError extends Error {
  readonly path: string;
  constructor(path: string, message: string) {
    super(`${path}: ${message}`);
    this.name = 'FilterSyntaxError';
    this.path = path;
  }
}
