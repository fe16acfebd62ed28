import { useState } from 'preact/hooks';
import type { AssistantChoice, SessionContextView } from '../../../contract/inspector-api.js';
import { workspacePath } from '../../api/client.js';
import { useApi } from '../../api/use-api.js';
import { LoadableContent } from '../../components/loadable.js';
import { PeerSelect } from '../../components/peer-select.js';
import { EmptyState } from '../../components/status.js';
import { MarkdownText } from '../../markdown/markdown-text.js';
import { plural } from '../../format.js';
import { SummaryBlock } from './summary-block.js';

interface ContextRequest {
  readonly tokens: number | null;
  readonly peer: string;
}

/** Why a member is the assistant, after its id. */
const ASSISTANT_REASONS: Readonly<Record<AssistantChoice['reason'], string>> = {
  asked: 'you chose it above.',
  'session-config': 'in this session it observes the others but is not observed, as an assistant is.',
  'peer-config': 'its own configuration turns off observing it, as an assistant\'s does.',
  'first-member': 'no member is configured as an assistant, so the first member is taken. Choose another above.',
};

/** The session's context as a model would receive it, under a token budget the reader picks. */
export function SessionContextPanel({
  workspaceId,
  sessionId,
  memberIds,
}: {
  readonly workspaceId: string;
  readonly sessionId: string;
  readonly memberIds: readonly string[];
}) {
  const [tokensDraft, setTokensDraft] = useState('');
  const [peerDraft, setPeerDraft] = useState('');
  const [applied, setApplied] = useState<ContextRequest>({ tokens: null, peer: '' });
  const context = useApi<SessionContextView>(
    workspacePath(workspaceId, ['sessions', sessionId, 'context'], { tokens: applied.tokens, peer: applied.peer }),
  );

  function apply(event: SubmitEvent): void {
    event.preventDefault();
    const parsed = Number.parseInt(tokensDraft, 10);
    setApplied({ tokens: Number.isFinite(parsed) && parsed > 0 ? parsed : null, peer: peerDraft });
  }

  return (
    <section aria-labelledby="session-context-heading">
      <h2 id="session-context-heading">Context</h2>
      <form class="filters" onSubmit={apply}>
        <div class="field">
          <label for="context-tokens">Token budget</label>
          <input
            id="context-tokens"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            placeholder="server maximum"
            value={tokensDraft}
            onInput={(event) => setTokensDraft(event.currentTarget.value)}
          />
        </div>
        <div class="field">
          <label for="context-peer">Assistant peer</label>
          <PeerSelect id="context-peer" value={peerDraft} onChange={setPeerDraft} noneLabel="chosen by configuration" peerIds={memberIds} />
        </div>
        <div class="field">
          <button type="submit">Apply</button>
        </div>
      </form>
      <LoadableContent state={context.state} what="context">
        {(view) => (
          <div class="context-view">
            <p>
              Budget: {view.tokens === null ? "the server's maximum" : `${view.tokens} tokens`} · {plural(view.messages.length, 'message')} fit
            </p>
            <h3>Summary</h3>
            {view.summary === null ? <EmptyState>No summary in this context</EmptyState> : <SummaryBlock summary={view.summary} />}
            {view.peerRepresentation === null ? null : (
              <>
                <h3>Peer representation</h3>
                <MarkdownText source={view.peerRepresentation} firstHeading={4} />
              </>
            )}
            {view.peerCard === null ? null : (
              <>
                <h3>Peer card</h3>
                <ul class="card-facts">
                  {view.peerCard.map((fact, index) => (
                    <li key={`${index}-${fact}`}>{fact}</li>
                  ))}
                </ul>
              </>
            )}
            <div class="columns">
              <div>
                <h3 id="context-messages-heading">Messages in context</h3>
                {view.messages.length === 0 ? (
                  <EmptyState>No messages fit this budget</EmptyState>
                ) : (
                  <div class="scroll-box" role="region" aria-labelledby="context-messages-heading" tabIndex={0}>
                    <ol class="context-messages">
                      {view.messages.map((message) => (
                        <li key={message.id}>
                          <span class="id peer-name">{message.peerId}</span>: {message.content}
                        </li>
                      ))}
                    </ol>
                  </div>
                )}
              </div>
              <div>
                <h3 id="context-openai-heading">As OpenAI messages</h3>
                {view.assistant === null ? null : (
                  <p data-testid="context-assistant">
                    <span class="id">{view.assistant.peerId}</span> is the assistant: {ASSISTANT_REASONS[view.assistant.reason]}
                  </p>
                )}
                <div class="scroll-box" role="region" aria-labelledby="context-openai-heading" tabIndex={0}>
                  <pre class="json">{JSON.stringify(view.openAIMessages, null, 2)}</pre>
                </div>
              </div>
            </div>
          </div>
        )}
      </LoadableContent>
    </section>
  );
}
