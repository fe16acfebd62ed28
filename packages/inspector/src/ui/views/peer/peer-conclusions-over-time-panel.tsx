import { useId, useState } from 'preact/hooks';
import type { ConclusionItem, Paged } from '../../../contract/inspector-api.js';
import { workspacePath } from '../../api/client.js';
import { useApi } from '../../api/use-api.js';
import { usePagedItems } from '../../api/use-paged.js';
import { PeerLink } from '../../components/item-columns.js';
import { LevelBadge } from '../../components/item-rows.js';
import { PagedFrame } from '../../components/paged-frame.js';
import { TimeStamp } from '../../components/time-stamp.js';
import { formatDateTime, plural } from '../../format.js';
import { links } from '../../router.js';

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'full' });

/** The reader's local calendar day of a timestamp, as a key and a heading. */
function localDay(iso: string | null): { readonly key: string; readonly label: string } {
  if (iso === null) return { key: 'unknown', label: 'Unknown day' };
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return { key: 'unknown', label: 'Unknown day' };
  return { key: `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`, label: dayFormat.format(date) };
}

/** Consecutive conclusions (already newest first) grouped by the day they were drawn. */
function byDay(items: readonly ConclusionItem[]): { readonly key: string; readonly label: string; readonly items: ConclusionItem[] }[] {
  const days: { key: string; label: string; items: ConclusionItem[] }[] = [];
  for (const item of items) {
    const day = localDay(item.createdAt);
    const last = days[days.length - 1];
    if (last?.key === day.key) last.items.push(item);
    else days.push({ ...day, items: [item] });
  }
  return days;
}

/** A `datetime-local` value (the reader's local time) as an ISO moment; `null` when empty or not a date. */
function sinceMoment(local: string): string | null {
  if (local === '') return null;
  const time = new Date(local).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/**
 * What Honcho has concluded about the peer over time, newest first and grouped by day, and what
 * was added since a chosen moment: those are marked, counted by the API (`since`), and can be
 * shown alone.
 */
export function PeerConclusionsOverTimePanel({ workspaceId, peerId }: { readonly workspaceId: string; readonly peerId: string }) {
  const [sinceInput, setSinceInput] = useState('');
  const [onlySince, setOnlySince] = useState(false);
  const since = sinceMoment(sinceInput);
  const listedSince = onlySince ? since : null;
  const conclusions = usePagedItems<ConclusionItem>(`conclusions-over-time:${workspaceId}/${peerId}/${listedSince ?? ''}`, (page) =>
    workspacePath(workspaceId, ['conclusions'], { observed: peerId, since: listedSince, page }),
  );
  const added = useApi<Paged<ConclusionItem>>(since === null ? null : workspacePath(workspaceId, ['conclusions'], { observed: peerId, since }));
  const sinceId = useId();
  const onlyId = useId();
  const sinceTime = since === null ? null : Date.parse(since);

  return (
    <section aria-labelledby="peer-conclusions-over-time-heading" data-testid="conclusions-over-time">
      <h2 id="peer-conclusions-over-time-heading">Conclusions over time</h2>
      <p class="muted">What Honcho has concluded about {peerId}, by anyone, newest first.</p>
      <div class="filters">
        <div class="field">
          <label for={sinceId}>Added since</label>
          <input id={sinceId} type="datetime-local" step={1} value={sinceInput} onInput={(event) => setSinceInput(event.currentTarget.value)} />
        </div>
        <div class="field inline">
          <input id={onlyId} type="checkbox" checked={onlySince} disabled={since === null} onChange={(event) => setOnlySince(event.currentTarget.checked)} />
          <label for={onlyId}>Show only those</label>
        </div>
      </div>
      <p role="status" data-testid="conclusions-added-since">
        {since === null
          ? ''
          : added.state.status === 'ready'
            ? `${plural(added.state.data.total, 'conclusion')} added since ${formatDateTime(since)}`
            : added.state.status === 'error'
              ? `Could not count those added since ${formatDateTime(since)}: ${added.state.error.message}`
              : ''}
      </p>
      <PagedFrame
        pages={conclusions}
        label="Conclusions"
        emptyText={listedSince === null ? `No conclusions about ${peerId} yet` : 'None added since then'}
        moreLabel="Load older"
        frameClass="conclusion-days paged-list"
      >
        {(items) =>
          byDay(items).map((day) => (
            <section key={day.key} aria-label={day.label}>
              <h3>{day.label}</h3>
              <ol class="item-list">
                {day.items.map((conclusion) => {
                  const isNew = sinceTime !== null && conclusion.createdAt !== null && Date.parse(conclusion.createdAt) >= sinceTime;
                  return (
                    <li key={conclusion.id} class={isNew ? 'added-since' : undefined} data-testid="timeline-conclusion">
                      <p class="content">
                        {isNew ? <span class="badge">new</span> : null} <a href={links.conclusion(workspaceId, conclusion.id)}>{conclusion.content}</a>
                      </p>
                      <p class="meta muted">
                        <TimeStamp iso={conclusion.createdAt} /> · <LevelBadge level={conclusion.level} /> · by <PeerLink workspaceId={workspaceId} peerId={conclusion.observerId} />
                      </p>
                    </li>
                  );
                })}
              </ol>
            </section>
          ))
        }
      </PagedFrame>
    </section>
  );
}
