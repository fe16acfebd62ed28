/** Metadata, configuration and other free-form JSON, readable and wrapped rather than scrolled. */
export function JsonBlock({ value, label }: { readonly value: unknown; readonly label: string }) {
  const isEmptyObject = typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
  if (value === null || value === undefined || isEmptyObject) return <p class="empty">No {label}.</p>;
  return (
    <pre class="json" aria-label={label}>
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}
