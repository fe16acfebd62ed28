import type { KeyView, WebhookItem } from '../../contract/inspector-api.js';
import { workspacePath } from '../api/client.js';
import { useApi } from '../api/use-api.js';
import { Breadcrumbs } from '../components/breadcrumbs.js';
import { LoadableContent } from '../components/loadable.js';
import { PageTitle } from '../components/page-title.js';
import { EmptyState } from '../components/status.js';
import { SortableTable, type TableColumn } from '../components/sortable-table.js';
import { CopyButton } from '../components/copy-button.js';
import { TimeStamp } from '../components/time-stamp.js';
import { links } from '../router.js';

const WEBHOOK_COLUMNS: readonly TableColumn<WebhookItem>[] = [
  { id: 'url', label: 'URL', value: (webhook) => webhook.url, render: (webhook) => <span class="id">{webhook.url}</span> },
  {
    id: 'id',
    label: 'Id',
    value: (webhook) => webhook.id,
    render: (webhook) => (
      <>
        <span class="id">{webhook.id}</span>
        <CopyButton value={webhook.id} what="webhook id" />
      </>
    ),
  },
  { id: 'created', label: 'Created', value: (webhook) => webhook.createdAt, render: (webhook) => <TimeStamp iso={webhook.createdAt} /> },
];

function describeScope(scope: KeyView['scope']): string {
  if (scope === null) return 'unknown (not a Honcho JWT, or its claims could not be read)';
  if (scope.admin) return 'admin (everything)';
  const parts: string[] = [];
  if (scope.workspace !== null) parts.push(`workspace ${scope.workspace}`);
  if (scope.peer !== null) parts.push(`peer ${scope.peer}`);
  if (scope.session !== null) parts.push(`session ${scope.session}`);
  return parts.length === 0 ? 'no scope claims' : parts.join(', ');
}

export function SettingsView({ workspaceId }: { readonly workspaceId: string }) {
  const webhooks = useApi<{ readonly items: readonly WebhookItem[] }>(workspacePath(workspaceId, ['webhooks']));
  const key = useApi<KeyView>(workspacePath(workspaceId, ['keys']));

  return (
    <>
      <Breadcrumbs
        trail={[
          { label: 'Workspaces', href: links.workspaces() },
          { label: workspaceId, href: links.workspace(workspaceId) },
          { label: 'Webhooks & keys' },
        ]}
      />
      <PageTitle title="Webhooks & keys" />
      <section aria-labelledby="webhooks-heading">
        <h2 id="webhooks-heading">Webhooks</h2>
        <LoadableContent state={webhooks.state} what="webhooks">
          {(found) =>
            found.items.length === 0 ? (
              <EmptyState>No webhooks yet</EmptyState>
            ) : (
              <SortableTable items={found.items} columns={WEBHOOK_COLUMNS} label="Webhooks" rowKey={(webhook) => webhook.id} />
            )
          }
        </LoadableContent>
      </section>
      <section aria-labelledby="keys-heading">
        <h2 id="keys-heading">Key</h2>
        <p>Honcho has no route that lists keys; this is the key the inspector itself uses, described by its claims. Its value is never sent to the browser.</p>
        <LoadableContent state={key.state} what="key">
          {(view) => (
            <dl class="facts">
              <dt>Configured</dt>
              <dd data-testid="key-configured">{view.configured ? 'yes' : 'no (the inspector talks to Honcho without a key)'}</dd>
              {view.configured ? (
                <>
                  <dt>Scope</dt>
                  <dd class="id">{describeScope(view.scope)}</dd>
                  <dt>Expires</dt>
                  <dd>{view.expiresAt === null ? 'never (no expiry claim)' : <TimeStamp iso={view.expiresAt} />}</dd>
                </>
              ) : null}
            </dl>
          )}
        </LoadableContent>
      </section>
    </>
  );
}
