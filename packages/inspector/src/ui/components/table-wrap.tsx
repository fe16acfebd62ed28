import type { ComponentChildren } from 'preact';

/**
 * Lets a wide table scroll sideways inside itself on a phone instead of the page. Focusable and
 * named so keyboard users can scroll it too.
 */
export function TableWrap({ label, children }: { readonly label: string; readonly children: ComponentChildren }) {
  return (
    <div class="table-wrap" role="region" aria-label={`${label} table`} tabIndex={0}>
      {children}
    </div>
  );
}
