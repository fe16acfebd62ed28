import { useEffect, useState } from 'preact/hooks';
import type { SearchResults } from '../../contract/inspector-api.js';
import { workspacePath } from '../api/client.js';
import { useApi } from '../api/use-api.js';
import { Breadcrumbs } from '../components/breadcrumbs.js';
import { MessageRow } from '../components/item-rows.js';
import { TimeStamp } from '../components/time-stamp.js';
import { LoadableContent } from '../components/loadable.js';
import { PageTitle } from '../components/page-title.js';
import { EmptyState } from '../components/status.js';
import { plural } from '../format.js';
import { links, navigate } from '../router.js';

/** The query lives in the hash, so a search can be linked to and survives back/forward. */
export function SearchView({ workspaceId, query }: { readonly workspaceId: string; readonly query: string }) {
  const [draft, setDraft] = useState(query);
  useEffect(() => setDraft(query), [query]);
  const results = useApi<SearchResults>(query === '' ? null : workspacePath(workspaceId, ['search'], { q: query }));

  function submit(event: SubmitEvent): void {
    event.preventDefault();
    navigate(links.search(workspaceId, draft.trim()));
  }

  return (
    <>
      <Breadcrumbs
        trail={[
          { label: 'Workspaces', href: links.workspaces() },
          { label: workspaceId, href: links.workspace(workspaceId) },
          { label: 'Search' },
        ]}
      />
      <PageTitle title="Search messages and conclusions" />
      <form role="search" class="search-form" onSubmit={submit}>
        <label for="search-query">Search messages and conclusions</label>
        <div class="inline-controls">
          <input id="search-query" type="search" value={draft} onInput={(event) => setDraft(event.currentTarget.value)} />
          <button type="submit">Search</button>
        </div>
      </form>
      {query === '' ? (
        <p class="muted">Type words to find messages and conclusions in this workspace.</p>
      ) : (
        <section aria-labelledby="search-results-heading">
          <h2 id="search-results-heading">Results for “{query}”</h2>
          <LoadableContent state={results.state} what="results">
            {(found) =>
              found.items.length === 0 && found.conclusions.length === 0 ? (
                <EmptyState>No messages or conclusions match “{query}”</EmptyState>
              ) : (
                <>
                  <p class="muted">
                    {plural(found.items.length, 'message')} · {plural(found.conclusions.length, 'conclusion')}
                    {found.incomplete === undefined ? null : ` · ${found.incomplete}`}
                  </p>
                  <ul class="item-list messages" aria-label="Search results">
                    {found.items.map((message) => (
                      <li key={`message:${message.sessionId}/${message.id}`} data-kind="message">
                        <span class="badge">message</span>
                        <MessageRow workspaceId={workspaceId} message={message} linkToSession />
                      </li>
                    ))}
                    {found.conclusions.map((conclusion) => (
                      <li key={`conclusion:${conclusion.id}`} data-kind="conclusion">
                        <span class="badge">conclusion</span>
                        <article class="message">
                          <p class="meta">
                            <a class="id peer-name" href={links.peer(workspaceId, conclusion.observerId)}>
                              {conclusion.observerId}
                            </a>{' '}
                            about{' '}
                            <a class="id peer-name" href={links.peer(workspaceId, conclusion.observedId)}>
                              {conclusion.observedId}
                            </a>{' '}
                            · {conclusion.level ?? 'conclusion'} · <TimeStamp iso={conclusion.createdAt} />
                          </p>
                          <p class="content">
                            <a href={links.conclusion(workspaceId, conclusion.id)}>{conclusion.content}</a>
                          </p>
                        </article>
                      </li>
                    ))}
                  </ul>
                </>
              )
            }
          </LoadableContent>
        </section>
      )}
    </>
  );
}
