export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Only web addresses become links: a `javascript:` or `data:` URL in a message stays plain text.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+|\bwww\.[^\s<>"]+/gi;
// Punctuation that ends a sentence is not part of the address ("see https://x.org.").
const TRAILING = /[.,;:!?)\]}'"]+$/;

/** Splits a message into plain text and safe links; nothing is ever interpreted as HTML. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0];
    const trimmed = raw.replace(TRAILING, '');
    const start = match.index;
    const href = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      continue;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: trimmed, href: url.href });
    last = start + trimmed.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
