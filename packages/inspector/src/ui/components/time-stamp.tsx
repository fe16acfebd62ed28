import { formatDateTime } from '../format.js';

export function TimeStamp({ iso }: { readonly iso: string | null }) {
  if (iso === null) return <span class="muted">unknown time</span>;
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}
