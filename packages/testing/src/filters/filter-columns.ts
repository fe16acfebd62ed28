/** A resource as the filter sees it: its stored record, fields spelled as the API spells them. */
export type FilterableRecord = Readonly<Record<string, unknown>>;

/**
 * How the server's database types a filterable column, which decides the
 * operands it accepts: `text`, `datetime` (timestamptz), `bool`, `int`,
 * `jsonb`, or `vector` (an embedding, which nothing can filter on).
 */
export type ColumnKind = 'text' | 'datetime' | 'bool' | 'int' | 'jsonb' | 'vector';

/** One column a filter key reaches. */
export interface FilterColumn {
  /** The column's name on the server, which its error messages quote (`name` for `id`, `h_metadata` for `metadata`). */
  readonly name: string;
  readonly kind: ColumnKind;
  /**
   * For the metadata-like jsonb columns only: a plain object is a set of
   * conditions on keys inside the document, and a bare list is not shorthand
   * for `in`.
   */
  readonly document?: boolean;
  /** The closed set of values of an enumerated text column (`level`). */
  readonly values?: readonly string[];
  /** The column's value in a stored record; `null` or `undefined` is SQL NULL. */
  readonly read: (record: FilterableRecord) => unknown;
}

/** What a resource's filters can reach, and how the server names what they cannot. */
export interface FilterSchema {
  /** The server's model name, as its error messages say it (`Peer`, `Message`, `Document`). */
  readonly model: string;
  /** Filter keys the server maps to a column; `null` for a key it maps to a column this model lacks. */
  readonly columns: ReadonlyMap<string, FilterColumn | null>;
  /**
   * Columns reachable under their own names when the key is not mapped. Only
   * conclusions (the server's documents) have these: the server falls back to
   * the raw key for them.
   */
  readonly rawColumns?: ReadonlyMap<string, FilterColumn>;
}

const field =
  (name: string) =>
  (record: FilterableRecord): unknown =>
    record[name];

const column = (name: string, kind: ColumnKind, read: FilterColumn['read'], extra: Partial<FilterColumn> = {}): FilterColumn => ({
  name,
  kind,
  read,
  ...extra,
});

const id = column('name', 'text', field('id'));
const createdAt = column('created_at', 'datetime', field('created_at'));
const workspaceName = column('workspace_name', 'text', field('workspace_id'));
const metadata = column('h_metadata', 'jsonb', field('metadata'), { document: true });

/** The keys the server maps for workspaces, peers and sessions, with the columns each model really has. */
function commonSchema(model: string, present: Partial<Record<'is_active' | 'workspace_id' | 'session_id' | 'peer_id', FilterColumn>>): FilterSchema {
  const columns = new Map<string, FilterColumn | null>([
    ['id', id],
    ['created_at', createdAt],
    ['is_active', present.is_active ?? null],
    ['workspace_id', present.workspace_id ?? null],
    ['session_id', present.session_id ?? null],
    ['peer_id', present.peer_id ?? null],
    ['metadata', metadata],
  ]);
  return { model, columns };
}

/** The levels a conclusion can have (the server's `DocumentLevel`). */
const CONCLUSION_LEVELS = ['explicit', 'deductive', 'inductive', 'contradiction'] as const;

const documentColumns: readonly FilterColumn[] = [
  column('id', 'text', field('id')),
  column('content', 'text', field('content')),
  column('level', 'text', field('level'), { values: CONCLUSION_LEVELS }),
  // Explicit conclusions are derived once; the emulator derives nothing further.
  column('times_derived', 'int', () => 1),
  column('source_ids', 'jsonb', field('source_ids')),
  column('created_at', 'datetime', field('created_at')),
  column('observer', 'text', field('observer_id')),
  column('observed', 'text', field('observed_id')),
  column('workspace_name', 'text', field('workspace_id')),
  column('session_name', 'text', field('session_id')),
  column('internal_metadata', 'jsonb', () => ({}), { document: true }),
  column('embedding', 'vector', () => null),
  // Soft-deleted conclusions are never listed, so what a filter sees is never deleted...
  column('deleted_at', 'datetime', () => null),
  // ...and the emulator's conclusions are searchable at once, like synced ones.
  column('sync_state', 'text', () => 'synced', { values: ['synced', 'pending', 'failed'] }),
];
const documentColumn = (name: string): FilterColumn => documentColumns.find((candidate) => candidate.name === name) as FilterColumn;

/** Filterable columns per resource, as the server's filter builder maps them. */
export const FILTER_SCHEMAS = {
  workspaces: commonSchema('Workspace', {}),
  peers: commonSchema('Peer', { workspace_id: workspaceName }),
  sessions: commonSchema('Session', { workspace_id: workspaceName, is_active: column('is_active', 'bool', field('is_active')) }),
  messages: {
    model: 'Message',
    columns: new Map<string, FilterColumn>([
      ['workspace_id', workspaceName],
      ['session_id', column('session_name', 'text', field('session_id'))],
      ['peer_id', column('peer_name', 'text', field('peer_id'))],
      ['token_count', column('token_count', 'int', field('token_count'))],
      ['created_at', createdAt],
      ['metadata', metadata],
    ]),
  },
  conclusions: {
    model: 'Document',
    columns: new Map<string, FilterColumn>([
      ['session_id', documentColumn('session_name')],
      ['workspace_id', documentColumn('workspace_name')],
      ['observer_id', documentColumn('observer')],
      ['observed_id', documentColumn('observed')],
      ['metadata', documentColumn('internal_metadata')],
    ]),
    rawColumns: new Map(documentColumns.map((candidate) => [candidate.name, candidate])),
  },
} as const satisfies Record<string, FilterSchema>;
