/**
 * How the local search cuts a page into results: one per h1, h2 and h3, each
 * holding the text of the headings below it.
 *
 * VitePress's own split makes a result of every heading. An API page has
 * headings down to h6 (Call Signature, Parameters, options, Returns,
 * Inherited from), so a term such as `responseFormat` found dozens of
 * three-line sections and filled the 16 results the search box shows; the
 * method that explains it (`Peer` › `chat()`) was not among them. Cut at h3,
 * a member is one result, scored on all it says.
 */

/** One search result: the heading's anchor, its title after its parents' titles, and its text. */
export interface SearchSection {
  readonly anchor: string;
  readonly titles: string[];
  readonly text: string;
}

const HEADING = /<h([1-6])[^>]*>([\s\S]*?)<\/h\1>/gi;
const PERMALINK = /<a [^>]*class="header-anchor"[^>]*>[\s\S]*?<\/a>/i;
const tags = (html: string): string => html.replace(/<[^>]*>/g, '');

/**
 * The sections of a rendered page (`miniSearch._splitIntoSections`). Titles
 * and text stay HTML-escaped, as VitePress's own split leaves them: the search
 * box renders them as HTML.
 */
export function* splitSearchSections(_file: string, html: string): Generator<SearchSection> {
  const parts = html.split(HEADING);
  let parents: string[] = [];
  let current: { anchor: string; titles: string[]; text: string[] } | undefined;
  for (let index = 1; index < parts.length; index += 3) {
    const level = Number(parts[index]);
    const heading = parts[index + 1] ?? '';
    const content = tags(parts[index + 2] ?? '');
    const title = tags(heading.replace(PERMALINK, '')).trim();
    const anchor = /href="#([^"]*)"/.exec(heading)?.[1];
    if (level <= 3 && anchor && title) {
      if (current) yield { anchor: current.anchor, titles: current.titles, text: current.text.join(' ') };
      parents = [...parents.slice(0, level - 1), title];
      current = { anchor, titles: parents.filter(Boolean), text: [content] };
    } else if (current) {
      current.text.push(title, content);
    }
  }
  if (current) yield { anchor: current.anchor, titles: current.titles, text: current.text.join(' ') };
}
