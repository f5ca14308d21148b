import { inflateSync } from 'node:zlib';

/*
 * The text of a PDF as a reader would select it, for tests: every content stream (inflated when
 * Flate-encoded), its text-showing operators (Tj, TJ, ', ") decoded from hex or literal strings,
 * one line per text object. A string in an embedded font (Identity-H, two bytes a glyph) is read
 * through that font's ToUnicode map, as a reader copies it; other strings are WinAnsi. Enough for
 * the PDFs Skillora writes (plain objects, no object streams); a PDF whose text were drawn as paths
 * or images, or had no Unicode map, would come out empty or wrong, which is what such tests catch.
 */

const WIN_ANSI: Record<number, string> = {
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  150: '–',
  151: '—',
  128: '€',
};
const char = (code: number) => WIN_ANSI[code] ?? String.fromCharCode(code);

function literal(s: string): string {
  return s.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, e: string) =>
    /^[0-7]/.test(e)
      ? char(Number.parseInt(e, 8))
      : ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' }[e] ?? e),
  );
}
const hex = (h: string) =>
  (h.replace(/\s/g, '').match(/../g) ?? []).map((b) => char(Number.parseInt(b, 16))).join('');
const utf16 = (h: string) =>
  String.fromCodePoint(
    ...Array.from({ length: h.length / 4 }, (_, i) => Number.parseInt(h.slice(i * 4, i * 4 + 4), 16)),
  );

type PdfObject = { dict: string; stream: string | null };

/** Each `N 0 obj … endobj` of the file, its stream inflated when it has one. */
function objects(pdf: Buffer): Map<string, PdfObject> {
  const out = new Map<string, PdfObject>();
  const text = pdf.toString('latin1');
  const re = /(\d+) 0 obj\b/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const end = text.indexOf('endobj', m.index);
    const body = text.slice(m.index + m[0].length, end);
    const at = body.search(/>>\s*stream\r?\n/);
    if (at < 0) {
      out.set(m[1]!, { dict: body, stream: null });
      continue;
    }
    const start = m.index + m[0].length + body.indexOf('stream', at) + 'stream'.length;
    const from = text[start] === '\r' ? start + 2 : start + 1;
    const raw = pdf.subarray(from, text.indexOf('endstream', from));
    let stream: string | null = null;
    try {
      stream = (body.includes('/FlateDecode') ? inflateSync(raw) : raw).toString('latin1');
    } catch {
      // Not a stream we can read (an image, say): it holds no text.
    }
    out.set(m[1]!, { dict: body.slice(0, at), stream });
  }
  return out;
}

/** A ToUnicode CMap: each code (hex, as written) to its text. */
function unicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, text] of block!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(code!.toUpperCase(), utf16(text!));
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, lo, hi, first] of block!.matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    )) {
      const [a, b, u] = [lo!, hi!, first!].map((x) => Number.parseInt(x, 16)) as [number, number, number];
      for (let c = a; c <= b; c++)
        map.set(c.toString(16).toUpperCase().padStart(lo!.length, '0'), String.fromCodePoint(u + c - a));
    }
  return map;
}

/** The PDF's text, one line per text object (BT … ET), in drawing order. */
export function pdfText(pdf: Buffer | Uint8Array): string {
  const all = objects(Buffer.from(pdf));
  // A font resource's name (what `Tf` selects) → its ToUnicode map, for fonts that have one.
  const maps = new Map<string, Map<string, string>>();
  for (const { dict } of all.values())
    for (const [, name, ref] of dict.matchAll(/\/([^\s/<>[\]()]+)\s+(\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode\s+(\d+) 0 R/.exec(all.get(ref!)?.dict ?? '');
      const cmap = toUnicode && all.get(toUnicode[1]!)?.stream;
      if (cmap) maps.set(name!, unicodeMap(cmap));
    }
  const lines: string[] = [];
  for (const { stream } of all.values()) {
    if (!stream) continue;
    let font: Map<string, string> | undefined;
    for (const block of stream.match(/BT[\s\S]*?ET/g) ?? []) {
      let line = '';
      for (const [token, fontName] of block.matchAll(
        /\/([^\s/]+)\s+[\d.]+\s+Tf|<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\)/g,
      )) {
        if (fontName) font = maps.get(fontName);
        else if (!token.startsWith('<')) line += literal(token.slice(1, -1));
        else if (!font) line += hex(token.slice(1, -1));
        else
          line += (token.slice(1, -1).replace(/\s/g, '').match(/..../g) ?? [])
            .map((code) => font!.get(code.toUpperCase()) ?? '')
            .join('');
      }
      lines.push(line);
    }
  }
  return lines.join('\n');
}
