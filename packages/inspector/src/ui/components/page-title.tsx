import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';

/** The view's one `<h1>`, also used as the tab title so history entries are told apart. */
export function PageTitle({ title, children }: { readonly title: string; readonly children?: ComponentChildren }) {
  useEffect(() => {
    document.title = `${title} · Honcho inspector`;
  }, [title]);
  return <h1>{children ?? title}</h1>;
}
