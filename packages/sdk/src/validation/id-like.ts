import { honchoId, type InputSpec, z } from '@honcho-ai/sdk-core';
import { resolveIdSafely, type IdLike } from '../internal/resolve-id.js';

/** Built on first use; one instance serves every field, as core's leaves do (a spec is immutable). */
let idLikeSpec: InputSpec<IdLike> | undefined;

/**
 * A resource named by its id or by an object carrying it (a `Peer`,
 * `Session`, `Scope`): the id is checked by Honcho's id rule, at the
 * field's own path.
 */
export function idLike(): InputSpec<IdLike> {
  idLikeSpec ??= z.pipe(z.transform(resolveIdSafely), honchoId()) as unknown as InputSpec<IdLike>;
  return idLikeSpec;
}
