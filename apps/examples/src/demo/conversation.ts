/** What alice tells the assistant over a few weeks: enough for the dialectic to find real answers. */
export const aliceSays = [
  'I just picked up dark roast coffee from a local roaster and I love it.',
  'Honestly I hate cilantro, it tastes like soap to me.',
  'I am training for a half marathon in the spring.',
  'My favourite food is sushi, especially salmon nigiri.',
  'I work as a product designer at a small climate startup.',
  'I usually hike on Saturdays in the hills north of the city.',
  'I am learning Japanese so I can travel to Kyoto next year.',
  'I prefer tea in the evening because coffee keeps me awake.',
];

/** The assistant's side: short acknowledgements. */
export const assistantSays = [
  'That sounds great, thanks for telling me.',
  'Noted, I will keep that in mind.',
  'Good luck with it!',
  'Interesting, tell me more whenever you like.',
];

const smallTalk = [
  'Morning! Quick check-in before my first meeting.',
  'Can you remind me what we talked about yesterday?',
  'Thanks, that helps.',
  'Busy day today, lots of calls.',
  'Just got back from lunch.',
  'Can you draft a short note to my team about the launch?',
  'Perfect, send me the final version later.',
];

/**
 * A longer history for the bulk import: small talk across many turns, with
 * each of alice's facts said once along the way, as in a real conversation.
 */
export function bulkHistory(turns: number): { peerId: string; content: string }[] {
  const history: { peerId: string; content: string }[] = [];
  const spacing = Math.floor(turns / aliceSays.length);
  for (let turn = 0; turn < turns; turn++) {
    const fact = turn % spacing === 0 ? aliceSays[turn / spacing] : undefined;
    history.push({ peerId: 'alice', content: fact ?? `${smallTalk[turn % smallTalk.length]} (day ${turn + 1})` });
    history.push({ peerId: 'assistant', content: assistantSays[turn % assistantSays.length] ?? '' });
  }
  return history;
}
