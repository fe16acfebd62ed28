import { honchoId, type InputSpec, z } from '@honcho-ai/sdk-core';
import { resolveIdSafely, type IdLike } from '../internal/resolve-id.js';

/**
 * A resource named by its id or by an object carrying it (a `Peer`,
 * `Session`, `Scope`): the id is checked by Honcho's id rule, at the
 * field's own path. One instance serves every field (a spec is immutable).
 */
export const idLike = z.pipe(z.transform(resolveIdSafely), honchoId()) as unknown as InputSpec<IdLike>;
