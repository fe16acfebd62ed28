import type { EmulatorSeed } from '@honcho-ai/testing';

/** The workspace every integration test asks about. */
export const WORKSPACE = 'acme';

/** Questions and the memory that answers them, chosen so each Honcho option visibly changes the answer. */
export const ESPRESSO_MESSAGES = [
  'My first espresso of the day is at seven.',
  'I take my espresso without sugar.',
  'A double espresso helps me focus before meetings.',
  'I bought a new espresso machine last week.',
  'My favourite espresso beans come from Brazil.',
  'I never drink espresso after six in the evening.',
  'An espresso with a pastry is my idea of breakfast.',
  'I tried a decaf espresso once and hated it.',
];

/**
 * alice talks about Lisbon in session `trip` and about bread in session
 * `work`; bob mentions green tea, and the assistant concluded something about
 * it; alice's espresso messages outnumber what low reasoning reads.
 */
export const SEED: EmulatorSeed = {
  workspaces: [
    {
      id: WORKSPACE,
      peers: ['alice', 'bob', 'assistant'],
      sessions: [
        {
          id: 'trip',
          peers: ['alice', 'bob', 'assistant'],
          messages: [
            { peer_id: 'alice', content: 'I am planning a trip to Lisbon in May.' },
            { peer_id: 'alice', content: 'In Lisbon I want to eat pastel de nata every morning.' },
            { peer_id: 'bob', content: 'I always drink green tea in the afternoon.' },
            { peer_id: 'assistant', content: 'Have a great trip!' },
          ],
        },
        {
          id: 'work',
          peers: ['alice', 'assistant'],
          messages: [{ peer_id: 'alice', content: 'At work in Lisbon I bake sourdough bread for the team.' }],
        },
        {
          id: 'coffee',
          peers: ['alice'],
          messages: ESPRESSO_MESSAGES.map((content) => ({ peer_id: 'alice', content })),
        },
      ],
      conclusions: [{ observer_id: 'assistant', observed_id: 'bob', content: 'Bob drinks green tea every afternoon', session_id: 'trip' }],
    },
  ],
};

/** `workspace/acme/peer/{peer}`. */
export function modelFor(peer: string): string {
  return `workspace/${WORKSPACE}/peer/${peer}`;
}

/** A JSON Schema in OpenAI's strict style, which the emulator fills from evidence. */
export const TRIP_SCHEMA = {
  type: 'object',
  properties: {
    city: { type: 'string', description: 'Where the trip goes' },
    foods: { type: 'array', items: { type: 'string' }, description: 'What the traveller wants to eat' },
  },
  required: ['city', 'foods'],
  additionalProperties: false,
} as const;
