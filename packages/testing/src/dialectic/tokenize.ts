/**
 * Words too common to say anything about what a text is about. Kept small on
 * purpose: the emulator should be predictable, not clever. `user` is here
 * because questions say "the user" while the messages they ask about do not.
 */
const STOPWORDS: ReadonlySet<string> = new Set(
  (
    'a about after again all also am an and any are as at be been before being both but by can could did do does doing ' +
    'down during each few for from further had has have having he her here hers herself him himself his how i if in into ' +
    'is it its itself just me might more most must my myself no nor not now of off on once only or other our ours ' +
    'ourselves out over own same shall she should so some such than that the their theirs them themselves then there ' +
    'these they this those through to too under until up very was we were what when where which while who whom whose ' +
    'why will with would you your yours yourself yourselves user users tell know'
  ).split(' '),
);

/** Splits on anything that is not a letter or digit, in any script. */
const SEPARATOR = /[^\p{L}\p{N}]+/u;
const NUMERIC = /^\p{N}+$/u;
const ASCII_WORD = /^[a-z]+$/;
const DOUBLED_CONSONANT = /(bb|dd|ff|gg|mm|nn|pp|rr|tt)$/;

/** Options for {@link tokenize}. */
export interface TokenizeOptions {
  /** Keep stopwords, e.g. to match enum members such as `"no"`. Default false. */
  readonly keepStopwords?: boolean;
}

/**
 * Turns text into search terms: lowercase, split on non-letters/digits, drop
 * stopwords and one-letter words, then {@link stem}. Pure and locale-independent,
 * so the same text gives the same terms on every runtime.
 */
export function tokenize(text: string, options: TokenizeOptions = {}): string[] {
  // camelCase field names carry words too (`favoriteFood`).
  const spaced = text.replace(/(\p{Ll}|\p{N})(\p{Lu})/gu, '$1 $2').toLowerCase();
  const terms: string[] = [];
  for (const word of spaced.split(SEPARATOR)) {
    if (word === '') continue;
    if (word.length < 2 && !NUMERIC.test(word)) continue;
    if (!options.keepStopwords && STOPWORDS.has(word)) continue;
    terms.push(stem(word));
  }
  return terms;
}

/**
 * A light English suffix stripper, in the spirit of Porter's first step. It
 * only has to map a word's common forms to one key (`loves`, `loved`, `loving`
 * and `love` all become `lov`); the keys need not be real words. Words in other
 * scripts and short words are left alone.
 */
export function stem(word: string): string {
  if (word.length <= 3 || !ASCII_WORD.test(word)) return word;
  let s = word;
  if (s.endsWith('ies')) s = `${s.slice(0, -3)}i`;
  else if (s.endsWith('sses')) s = s.slice(0, -2);
  else if (s.endsWith('s') && !s.endsWith('ss') && !s.endsWith('us') && !s.endsWith('is')) s = s.slice(0, -1);
  if (s.endsWith('ing') && s.length > 5) s = s.slice(0, -3);
  else if (s.endsWith('ed') && s.length > 4) s = s.slice(0, -2);
  if (s.length > 3 && DOUBLED_CONSONANT.test(s)) s = s.slice(0, -1);
  if (s.length > 3 && s.endsWith('e')) s = s.slice(0, -1);
  else if (s.length > 3 && s.endsWith('y')) s = `${s.slice(0, -1)}i`;
  return s;
}
