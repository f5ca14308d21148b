import { inflateSync } from 'node:zlib';

/*
 * The text of a PDF as a reader would select it, for tests: every content stream (inflated when
 * Flate-encoded), its text-showing operators (Tj, TJ, ', ") decoded from hex or literal strings in
 * WinAnsi, one line per text object. Enough for the standard-font PDFs Skillora writes; a PDF whose
 * text were drawn as paths or images would come out empty, which is what such tests want to catch.
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

function streams(pdf: Buffer): string[] {
  const out: string[] = [];
  const text = pdf.toString('latin1');
  const re = /<<((?:(?!>>\s*stream)[\s\S])*)>>\s*stream\r?\n/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    const raw = pdf.subarray(start, end);
    try {
      out.push((m[1]!.includes('/FlateDecode') ? inflateSync(raw) : raw).toString('latin1'));
    } catch {
      // Not a stream we can read (an image, say): it holds no text.
    }
  }
  return out;
}

/** The PDF's text, one line per text object (BT … ET), in drawing order. */
export function pdfText(pdf: Buffer | Uint8Array): string {
  const lines: string[] = [];
  for (const s of streams(Buffer.from(pdf))) {
    for (const block of s.match(/BT[\s\S]*?ET/g) ?? []) {
      const strings = block.match(/<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\)/g) ?? [];
      lines.push(
        strings.map((x) => (x.startsWith('<') ? hex(x.slice(1, -1)) : literal(x.slice(1, -1)))).join(''),
      );
    }
  }
  return lines.join('\n');
}
