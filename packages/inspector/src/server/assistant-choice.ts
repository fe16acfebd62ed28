import type { AssistantChoice } from '../contract/inspector-api.js';

/** A session member, with what its session and its own configuration say about observing. */
export interface MemberObservation {
  readonly id: string;
  /** Session configuration: Honcho reasons about this member's messages. */
  readonly observeMe: boolean | null;
  /** Session configuration: this member forms its own view of the others. */
  readonly observeOthers: boolean | null;
  /** The peer's own configuration `observeMe`. */
  readonly peerObserveMe: boolean | null;
}

/**
 * The member to treat as the assistant when the session is shown as OpenAI messages. Honcho has no
 * "assistant" flag; an assistant is usually configured not to be observed (nothing is learned from
 * its own lines) and, in the session, to observe the others. Members are tried in that order of
 * evidence, so the first member is only the fallback.
 */
export function chooseAssistant(members: readonly MemberObservation[], asked?: string): AssistantChoice | null {
  if (asked !== undefined) return { peerId: asked, reason: 'asked' };
  const bySession =
    members.find((member) => member.observeOthers === true && member.observeMe === false) ??
    members.find((member) => member.observeMe === false && members.some((other) => other !== member && other.observeMe !== false));
  if (bySession) return { peerId: bySession.id, reason: 'session-config' };
  const byPeer = members.find((member) => member.peerObserveMe === false && member.observeMe !== true);
  if (byPeer) return { peerId: byPeer.id, reason: 'peer-config' };
  const first = members[0];
  return first ? { peerId: first.id, reason: 'first-member' } : null;
}
