import type { Honcho, Peer, Session } from '@honcho-ai/sdk';

/** What alice has told the assistant: enough for the dialectic to find real answers. */
export const aliceSays = [
  'I just moved to Lisbon and I am looking for a vegetarian restaurant.',
  'My favourite food is dal, and I hate cilantro.',
  'I am training for a half marathon in the spring.',
  'I usually hike on Saturdays in the hills north of the city.',
  'I am learning Portuguese so I can talk to my neighbours.',
  'I drink dark roast coffee every morning.',
] as const;

/** Alice, the assistant, and a session in which alice has said everything in {@link aliceSays}. */
export interface Conversation {
  readonly alice: Peer;
  readonly assistant: Peer;
  readonly session: Session;
}

/** Writes alice's side of a conversation (with short replies) so the examples have memory to ask about. */
export async function startConversation(honcho: Honcho, sessionId = 'support-42'): Promise<Conversation> {
  const alice = await honcho.peer('alice');
  const assistant = await honcho.peer('assistant', { configuration: { observeMe: false } });
  const session = await honcho.session(sessionId);
  await session.addPeers([alice, assistant]);
  await session.addMessages(aliceSays.flatMap((text) => [alice.message(text), assistant.message('Noted, thanks for telling me.')]));
  return { alice, assistant, session };
}
