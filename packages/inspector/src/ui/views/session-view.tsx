import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { SessionDetail } from '../../contract/inspector-api.js';
import { workspacePath } from '../api/client.js';
import { useApi } from '../api/use-api.js';
import { Breadcrumbs } from '../components/breadcrumbs.js';
import { CopyButton } from '../components/copy-button.js';
import { JsonBlock } from '../components/json-block.js';
import { LoadableContent } from '../components/loadable.js';
import { PageTitle } from '../components/page-title.js';
import { RawJson } from '../components/raw-json.js';
import { TimeStamp } from '../components/time-stamp.js';
import { links } from '../router.js';
import { FocusedMessage } from './session/focused-message.js';
import { SessionContextPanel } from './session/session-context-panel.js';
import { SessionMembersTable } from './session/session-members-table.js';
import { SessionMessagesPanel } from './session/session-messages-panel.js';
import { SessionSummariesPanel } from './session/session-summaries-panel.js';

/**
 * A panel closed until asked for: a session page with every panel open was one very long column.
 * Closed, its content is not rendered, so it also asks the API for nothing.
 */
function SessionPanel({ title, children }: { readonly title: string; readonly children: ComponentChildren }) {
  const [open, setOpen] = useState(false);
  return (
    <details class="session-panel" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{title}</summary>
      {open ? children : null}
    </details>
  );
}

/*
 * The panels load once the session is known to exist, so an unknown session shows one
 * "not found" instead of one per panel. The linked message loads at once: it is what the
 * reader came for.
 */
export function SessionView({
  workspaceId,
  sessionId,
  messageId,
}: {
  readonly workspaceId: string;
  readonly sessionId: string;
  readonly messageId: string | null;
}) {
  const session = useApi<SessionDetail>(workspacePath(workspaceId, ['sessions', sessionId]));

  return (
    <>
      <Breadcrumbs
        trail={[
          { label: 'Workspaces', href: links.workspaces() },
          { label: workspaceId, href: links.workspace(workspaceId) },
          { label: `Session ${sessionId}` },
        ]}
      />
      <PageTitle title={`Session ${sessionId}`}>
        Session <span class="id">{sessionId}</span>
        <CopyButton value={sessionId} what="session id" />
      </PageTitle>
      {messageId === null ? null : <FocusedMessage workspaceId={workspaceId} sessionId={sessionId} messageId={messageId} />}
      <LoadableContent state={session.state} what="session">
        {(detail) => {
          const memberIds = detail.members.map((member) => member.id);
          return (
            <>
              <p>
                Created <TimeStamp iso={detail.createdAt} />
                {detail.isActive === null ? null : detail.isActive ? ' · active' : ' · inactive'}
              </p>
              <SessionMembersTable workspaceId={workspaceId} members={detail.members} />
              <RawJson value={detail} what={`session ${detail.id}`} />
              <SessionPanel title="Metadata and configuration">
                <div class="columns">
                  <section aria-labelledby="session-metadata-heading">
                    <h2 id="session-metadata-heading">Metadata</h2>
                    <JsonBlock value={detail.metadata} label="metadata" />
                  </section>
                  <section aria-labelledby="session-configuration-heading">
                    <h2 id="session-configuration-heading">Configuration</h2>
                    <JsonBlock value={detail.configuration} label="configuration" />
                  </section>
                </div>
              </SessionPanel>
              <SessionPanel title="Summaries">
                <SessionSummariesPanel workspaceId={workspaceId} sessionId={sessionId} />
              </SessionPanel>
              <SessionPanel title="Context, as a model would get it">
                <SessionContextPanel workspaceId={workspaceId} sessionId={sessionId} memberIds={memberIds} />
              </SessionPanel>
              <div class="session-messages-scroll" role="region" aria-label="Messages and timeline" tabIndex={0}>
                <SessionMessagesPanel workspaceId={workspaceId} sessionId={sessionId} memberIds={memberIds} focusedMessageId={messageId} />
              </div>
            </>
          );
        }}
      </LoadableContent>
    </>
  );
}
