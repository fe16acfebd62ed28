import { Breadcrumbs } from '../components/breadcrumbs.js';
import { PageTitle } from '../components/page-title.js';
import { links } from '../router.js';

export function NotFoundView({ hash }: { readonly hash: string }) {
  return (
    <>
      <Breadcrumbs trail={[{ label: 'Workspaces', href: links.workspaces() }, { label: 'Not found' }]} />
      <PageTitle title="Page not found" />
      <p>
        The inspector has no page at <code class="id">{hash}</code>. <a href={links.workspaces()}>Go to the workspaces</a>.
      </p>
    </>
  );
}
