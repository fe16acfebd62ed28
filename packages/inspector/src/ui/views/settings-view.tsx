import type { KeyView, WebhookItem } from '../../contract/inspector-api.js';
import { workspacePath } from '../api/client.js';
import { useApi } from '../api/use-api.js';
import { Breadcrumbs } from '../components/breadcrumbs.js';
import { LoadableContent } from '../components/loadable.js';
import { PageTitle } from '../components/page-title.js';
import { EmptyState } from '../components/status.js';
import { TableWrap } from '../components/table-wrap.js';
import { TimeStamp } from '../components/time-stamp.js';
import { links } from '../router.js';

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
              <TableWrap label="Webhooks">
                <table>
                  <thead>
                    <tr>
                      <th scope="col">URL</th>
                      <th scope="col">Id</th>
                      <th scope="col">Created</th>
                    </tr>
                  </thead>
                  <tbody>
                    {found.items.map((webhook) => (
                      <tr key={webhook.id}>
                        <td class="id">{webhook.url}</td>
                        <td class="id">{webhook.id}</td>
                        <td>
                          <TimeStamp iso={webhook.createdAt} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableWrap>
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
