import { describe, expect, it } from 'vitest';
import { splitSearchSections } from './search-sections.js';

const heading = (level: number, id: string, title: string) => `<h${level} id="${id}" tabindex="-1">${title} <a class="header-anchor" href="#${id}" aria-label="Permalink to &quot;${title}&quot;">&ZeroWidthSpace;</a></h${level}>`;

describe('splitSearchSections', () => {
  it('makes one section per h1, h2 and h3, with the text of the headings below it', () => {
    const html = [
      '<div>',
      heading(1, 'class-peer', 'Class: Peer'),
      '<p>A participant.</p>',
      heading(2, 'methods', 'Methods'),
      heading(3, 'chat', 'chat()'),
      '<p>Asks about the peer.</p>',
      heading(4, 'call-signature', 'Call Signature'),
      heading(5, 'parameters', 'Parameters'),
      heading(6, 'options', 'options'),
      '<p><code>responseFormat</code> types the answer.</p>',
      heading(3, 'card', 'card()'),
      '<p>The peer card.</p>',
      heading(2, 'properties', 'Properties'),
      '<p>Fields.</p></div>',
    ].join('');
    expect([...splitSearchSections('peer.md', html)]).toEqual([
      { anchor: 'class-peer', titles: ['Class: Peer'], text: 'A participant.' },
      { anchor: 'methods', titles: ['Class: Peer', 'Methods'], text: '' },
      { anchor: 'chat', titles: ['Class: Peer', 'Methods', 'chat()'], text: 'Asks about the peer. Call Signature  Parameters  options responseFormat types the answer.' },
      { anchor: 'card', titles: ['Class: Peer', 'Methods', 'card()'], text: 'The peer card.' },
      { anchor: 'properties', titles: ['Class: Peer', 'Properties'], text: 'Fields.' },
    ]);
  });

  it('skips a level that is missing and yields nothing for a page without headings', () => {
    expect([...splitSearchSections('a.md', `${heading(1, 'a', 'A')}${heading(3, 'c', 'C')}<p>x</p>`)].map((section) => section.titles)).toEqual([['A'], ['A', 'C']]);
    expect([...splitSearchSections('home.md', '<div class="VPHome">no headings</div>')]).toEqual([]);
  });
});
