import { useState } from 'preact/hooks';
import type { CardUpdate, PeerDetail } from '../../../contract/inspector-api.js';
import type { ApiError } from '../../api/api-error.js';
import { toApiError } from '../../api/api-error.js';
import { apiPut, workspacePath } from '../../api/client.js';
import { useConfirm } from '../../components/confirm-dialog.js';
import { EmptyState, ErrorAlert } from '../../components/status.js';
import { plural } from '../../format.js';
import { useInfo } from '../../info-context.js';

/** The peer's card, and (only with --allow-writes) a way to replace it. */
export function PeerCardPanel({
  workspaceId,
  peer,
  onSaved,
}: {
  readonly workspaceId: string;
  readonly peer: PeerDetail;
  readonly onSaved: (peer: PeerDetail) => void;
}) {
  const { allowWrites } = useInfo();
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const { dialog, ask } = useConfirm();

  async function save(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (draft === null) return;
    const facts = draft
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    const confirmed = await ask(`Replace the card of ${peer.id} with ${plural(facts.length, 'fact')}? Honcho keeps no copy of the old card.`, 'Replace card');
    if (!confirmed) return;
    setSaving(true);
    setError(null);
    try {
      const body: CardUpdate = { card: facts };
      onSaved(await apiPut<PeerDetail>(workspacePath(workspaceId, ['peers', peer.id, 'card']), body));
      setDraft(null);
    } catch (thrown) {
      setError(toApiError(thrown));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="peer-card-heading">
      <h2 id="peer-card-heading">Card</h2>
      {draft === null ? (
        <>
          {peer.card === null || peer.card.length === 0 ? (
            <EmptyState>No card yet</EmptyState>
          ) : (
            <ul class="card-facts">
              {peer.card.map((fact, index) => (
                <li key={`${index}-${fact}`}>{fact}</li>
              ))}
            </ul>
          )}
          {allowWrites ? (
            <button type="button" onClick={() => setDraft((peer.card ?? []).join('\n'))}>
              Edit card
            </button>
          ) : null}
        </>
      ) : (
        <form onSubmit={(event) => void save(event)} class="stack">
          <label for="card-draft">Card, one fact per line</label>
          <textarea id="card-draft" rows={Math.max(4, draft.split('\n').length + 1)} value={draft} onInput={(event) => setDraft(event.currentTarget.value)} />
          <div class="actions">
            <button type="submit" disabled={saving}>
              {saving ? 'Saving…' : 'Save card'}
            </button>
            <button type="button" onClick={() => setDraft(null)} disabled={saving}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {error === null ? null : <ErrorAlert error={error} />}
      {allowWrites ? dialog : null}
    </section>
  );
}
