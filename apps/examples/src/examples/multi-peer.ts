/**
 * Several peers in one session: each peer's own memory, what one peer knows
 * about another (`target`), and answers limited to one session.
 */
import type { Honcho } from '@honcho-ai/sdk';
import { isMain, runExample } from '../run-example.js';

/** Each question's answer. */
export interface MultiPeerAnswers {
  readonly members: readonly string[];
  readonly aliceAboutHerself: string | null;
  readonly bobAboutAlice: string | null;
  readonly inTripSessionOnly: string | null;
}

export async function multiPeer(honcho: Honcho): Promise<MultiPeerAnswers> {
  // #region session
  const [alice, bob, planner] = await Promise.all([
    honcho.peer('alice'),
    honcho.peer('bob'),
    honcho.peer('planner', { configuration: { observeMe: false } }), // an agent: nobody needs a model of it
  ]);
  const trip = await honcho.session('trip-planning');
  // bob forms his own view of the others in this session.
  await trip.addPeers([alice, [bob, { observeOthers: true }], planner]);
  await trip.addMessages([
    alice.message('For the trip I would love a cabin near a lake.'),
    bob.message('I can drive, but I get seasick on boats.'),
    planner.message('A lake cabin with no boat trips, then.'),
  ]);
  const members = (await trip.peers()).map((peer) => peer.id);

  // alice says more in a session of her own.
  const diary = await honcho.session('alice-diary');
  await diary.addMessages([alice.message('I would love a quiet weekend at home with a book.')]);
  // #endregion session

  // #region ask
  const aliceAboutHerself = await alice.chat('What would alice love?'); // everything alice said, both sessions
  const bobAboutAlice = await bob.chat('What would alice love?', { target: alice }); // bob's view of alice
  const inTripSessionOnly = await alice.chat('What would alice love?', { session: trip }); // only what was said in the trip session
  // #endregion ask
  return { members, aliceAboutHerself, bobAboutAlice, inTripSessionOnly };
}

if (isMain(import.meta.url)) await runExample(({ honcho }) => multiPeer(honcho));
