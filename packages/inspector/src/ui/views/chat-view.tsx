import { useState } from 'preact/hooks';
import type { ChatEvent, ChatRequest, EvidenceView } from '../../contract/inspector-api.js';
import type { ApiError } from '../api/api-error.js';
import { ApiError as ApiErrorClass, toApiError } from '../api/api-error.js';
import { streamChat } from '../api/chat-stream.js';
import { usePeerIds } from '../api/use-peer-ids.js';
import { Breadcrumbs } from '../components/breadcrumbs.js';
import { EvidencePanel } from '../components/evidence-panel.js';
import { PeerSelect } from '../components/peer-select.js';
import { PageTitle } from '../components/page-title.js';
import { ErrorAlert } from '../components/status.js';
import { links } from '../router.js';

type ChatPhase = 'idle' | 'streaming' | 'done' | 'failed';

/** What the answer panel shows; `evidence` is undefined until the `done` event says what it is. */
interface ChatAnswer {
  readonly phase: ChatPhase;
  readonly text: string;
  readonly evidence: EvidenceView | null | undefined;
  readonly error: ApiError | null;
}

const NO_ANSWER: ChatAnswer = { phase: 'idle', text: '', evidence: undefined, error: null };

export function ChatView({ workspaceId, peerId }: { readonly workspaceId: string; readonly peerId: string }) {
  const peerIds = usePeerIds(workspaceId);
  const [question, setQuestion] = useState('');
  const [target, setTarget] = useState('');
  const [answer, setAnswer] = useState<ChatAnswer>(NO_ANSWER);
  const [asked, setAsked] = useState('');

  function apply(event: ChatEvent): void {
    setAnswer((previous) => {
      switch (event.type) {
        case 'delta':
          return { ...previous, text: previous.text + event.text };
        case 'done':
          return { ...previous, phase: 'done', evidence: event.evidence };
        case 'error':
          return { ...previous, phase: 'failed', error: new ApiErrorClass(event.error.kind, event.error.message, event.error.status) };
      }
    });
  }

  async function send(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const query = question.trim();
    if (query === '' || answer.phase === 'streaming') return;
    setAsked(query);
    setAnswer({ ...NO_ANSWER, phase: 'streaming' });
    const request: ChatRequest = { query, target: target === '' ? undefined : target };
    try {
      await streamChat(workspaceId, peerId, request, apply);
      // A stream that ends without `done` or `error` still ends the wait.
      setAnswer((previous) => (previous.phase === 'streaming' ? { ...previous, phase: 'done' } : previous));
    } catch (thrown) {
      setAnswer((previous) => ({ ...previous, phase: 'failed', error: toApiError(thrown) }));
    }
  }

  const otherPeers = peerIds.filter((id) => id !== peerId);
  const showEvidence = answer.phase === 'done' && answer.evidence !== undefined;

  return (
    <>
      <Breadcrumbs
        trail={[
          { label: 'Workspaces', href: links.workspaces() },
          { label: workspaceId, href: links.workspace(workspaceId) },
          { label: `Peer ${peerId}`, href: links.peer(workspaceId, peerId) },
          { label: 'Chat' },
        ]}
      />
      <PageTitle title={`Chat with ${peerId}`}>
        Chat with <span class="id">{peerId}</span>
      </PageTitle>
      <p class="muted">Ask Honcho what it knows, as {peerId}. The answer shows the conclusions and messages it drew on when the server reports them.</p>
      <form class="stack chat-form" onSubmit={(event) => void send(event)}>
        <label for="chat-question">Question</label>
        <textarea id="chat-question" rows={3} value={question} onInput={(event) => setQuestion(event.currentTarget.value)} required />
        <div class="field inline">
          <label for="chat-target">About peer</label>
          <PeerSelect id="chat-target" value={target} onChange={setTarget} noneLabel="anyone (no target)" peerIds={otherPeers} />
        </div>
        <div class="actions">
          <button type="submit" disabled={answer.phase === 'streaming' || question.trim() === ''}>
            {answer.phase === 'streaming' ? 'Answering…' : 'Send'}
          </button>
        </div>
      </form>
      <div class={showEvidence ? 'chat-columns with-evidence' : 'chat-columns'}>
        <section aria-labelledby="chat-answer-heading" class="chat-answer-column">
          <h2 id="chat-answer-heading">Answer</h2>
          {asked === '' ? null : (
            <p class="asked">
              <span class="muted">Asked:</span> {asked}
            </p>
          )}
          <p role="status" class="chat-status" aria-busy={answer.phase === 'streaming' ? 'true' : undefined}>
            {answer.phase === 'streaming' ? 'Answering…' : answer.phase === 'done' ? 'Answer complete.' : ''}
          </p>
          <div class="prose chat-answer" data-testid="chat-answer" aria-live="polite">
            {answer.text}
          </div>
          {answer.error === null ? null : <ErrorAlert error={answer.error} />}
        </section>
        {showEvidence && answer.evidence !== undefined ? <EvidencePanel workspaceId={workspaceId} evidence={answer.evidence} /> : null}
      </div>
    </>
  );
}
