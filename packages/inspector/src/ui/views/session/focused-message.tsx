import { useEffect, useRef } from 'preact/hooks';
import type { MessageItem } from '../../../contract/inspector-api.js';
import { workspacePath } from '../../api/client.js';
import { useApi } from '../../api/use-api.js';
import { MessageRow } from '../../components/item-rows.js';
import { LoadableContent } from '../../components/loadable.js';

/**
 * The message a link pointed at (`?message=`), fetched on its own because it may be far older
 * than the pages loaded below.
 */
export function FocusedMessage({ workspaceId, sessionId, messageId }: { readonly workspaceId: string; readonly sessionId: string; readonly messageId: string }) {
  const message = useApi<MessageItem>(workspacePath(workspaceId, ['sessions', sessionId, 'messages', messageId]));
  const sectionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (message.state.status === 'ready') sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [message.state.status]);

  return (
    <section ref={sectionRef} class="focused-message focused" data-testid="focused-message" aria-labelledby="focused-message-heading">
      <h2 id="focused-message-heading">Linked message</h2>
      <LoadableContent state={message.state} what="message">
        {(item) => <MessageRow workspaceId={workspaceId} message={item} />}
      </LoadableContent>
    </section>
  );
}
