import type { SummaryItem } from '../../../contract/inspector-api.js';
import { TimeStamp } from '../../components/time-stamp.js';

export function SummaryBlock({ summary }: { readonly summary: SummaryItem }) {
  return (
    <div class="summary">
      <p class="meta muted">
        {summary.summaryType} · <TimeStamp iso={summary.createdAt} />
        {summary.tokenCount === null ? null : <> · {summary.tokenCount} tokens</>}
        {summary.messageId === null ? null : (
          <>
            {' '}
            · up to message <span class="id">{summary.messageId}</span>
          </>
        )}
      </p>
      <div class="prose">{summary.content}</div>
    </div>
  );
}
