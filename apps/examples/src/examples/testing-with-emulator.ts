/**
 * Code of "your app" that the emulator guide tests: it records a support
 * ticket's exchange in Honcho and asks what the user cares about. The tests
 * in testing-with-emulator.test.ts show the ways to test it.
 */
// #region app
import { Honcho } from '@honcho-ai/sdk';

/** One exchange on a support ticket. */
export interface SupportTurn {
  readonly userId: string;
  readonly ticketId: string;
  readonly userText: string;
  readonly agentText: string;
}

/** Saves both sides of the exchange and asks Honcho what the user cares about. */
export async function recordSupportTurn(honcho: Honcho, turn: SupportTurn): Promise<{ saved: number; summary: string | null }> {
  const user = await honcho.peer(turn.userId);
  const agent = await honcho.peer('support-agent', { configuration: { observeMe: false } });
  const session = await honcho.session(turn.ticketId);
  const saved = await session.addMessages([user.message(turn.userText), agent.message(turn.agentText)]);
  const summary = await user.chat('What went wrong for this user?', { session });
  return { saved: saved.length, summary };
}
// #endregion app

import { isMain, runExample } from '../run-example.js';

export async function testingWithEmulator(honcho: Honcho): Promise<{ saved: number; summary: string | null }> {
  return recordSupportTurn(honcho, {
    userId: 'dana',
    ticketId: 'ticket-981',
    userText: 'My invoice shows the wrong billing address.',
    agentText: 'Sorry about that, I will fix the billing address now.',
  });
}

if (isMain(import.meta.url)) await runExample(({ honcho }) => testingWithEmulator(honcho));
