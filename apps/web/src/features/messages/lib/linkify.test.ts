import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('turns web addresses into links and leaves the rest as text', () => {
    expect(linkify('See https://example.org/a?b=1. Or www.skillora.test!')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.org/a?b=1', href: 'https://example.org/a?b=1' },
      { kind: 'text', text: '. Or ' },
      { kind: 'link', text: 'www.skillora.test', href: 'https://www.skillora.test/' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('never links other schemes and keeps markup as text', () => {
    const text = 'javascript:alert(1) <a href="x">hi</a> data:text/html,<b>';
    expect(linkify(text)).toEqual([{ kind: 'text', text }]);
  });
});
