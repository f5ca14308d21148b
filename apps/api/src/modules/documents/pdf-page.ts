import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type fontkitModule from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

/*
 * A small writer over pdf-lib: lines of real text, top to bottom, with a new page when one is full.
 * The text is DejaVu Sans embedded as a subset (only the glyphs a document uses) with its Unicode
 * map, so names and addresses in Latin, Greek or Cyrillic print and stay selectable (ADR 034).
 */

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;

/** Where the fonts are: the documents plugin sets the configured folder (the bundle's is another). */
let fontsDir = path.resolve(import.meta.dirname, '../../../assets/fonts');
export function setPdfFontsDir(dir: string): void {
  fontsDir = dir;
  fonts = null;
}

// Read and parsed once per process, on the first PDF (fontkit's import alone takes seconds on a busy
// machine; a server that never writes a PDF never pays it). Each PDF embeds a subset.
type Fonts = { fontkit: typeof fontkitModule; regular: Uint8Array; bold: Uint8Array };
let fonts: Promise<Fonts> | null = null;
const loadFonts = () =>
  (fonts ??= Promise.all([
    import('@pdf-lib/fontkit'),
    readFile(path.join(fontsDir, 'DejaVuSans.ttf')),
    readFile(path.join(fontsDir, 'DejaVuSans-Bold.ttf')),
  ])
    .then(([loaded, regular, bold]) => ({ fontkit: withParsedFonts(loaded.default), regular, bold }))
    .catch((err: unknown) => {
      fonts = null; // the next PDF tries again
      throw err;
    }));

/** pdf-lib would have fontkit parse the font for every PDF: the parsed font is kept and reused. */
function withParsedFonts(fontkit: typeof fontkitModule): typeof fontkitModule {
  const parsed = new Map<Uint8Array, fontkitModule.Font>();
  return {
    ...fontkit,
    create(data: Uint8Array, postscriptName?: string) {
      const font = parsed.get(data) ?? fontkit.create(data, postscriptName);
      parsed.set(data, font);
      return font;
    },
  };
}

export type Column = { text: string; x: number; align?: 'left' | 'right'; bold?: boolean };

export async function createPdfWriter(title: string) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer('Skillora');
  pdf.setCreator('Skillora');
  const loaded = await loadFonts();
  pdf.registerFontkit(loaded.fontkit);
  const regular = await pdf.embedFont(loaded.regular, { subset: true });
  const bold = await pdf.embedFont(loaded.bold, { subset: true });
  // A character the font has no glyph for (Chinese, say) is written as '?' rather than as an empty box.
  const known = new Map([regular, bold].map((f) => [f, new Set(f.getCharacterSet())]));
  const clean = (text: string, font: PDFFont) =>
    Array.from(text, (ch) => (known.get(font)!.has(ch.codePointAt(0)!) ? ch : '?')).join('');

  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;

  function room(height: number) {
    if (y - height >= MARGIN) return;
    page = pdf.addPage(A4);
    y = A4[1] - MARGIN;
  }

  function draw(text: string, x: number, size: number, font: PDFFont, align: 'left' | 'right' = 'left') {
    const t = clean(text, font);
    const at = align === 'right' ? x - font.widthOfTextAtSize(t, size) : x;
    page.drawText(t, { x: at, y, size, font });
  }

  return {
    left: MARGIN,
    right: A4[0] - MARGIN,
    /** One line of text. */
    line(text: string, { size = 10, bold: isBold = false } = {}) {
      room(size + 4);
      draw(text, MARGIN, size, isBold ? bold : regular);
      y -= size + 4;
    },
    /** One row of columns (a table's), each at its x. */
    row(columns: Column[], size = 9) {
      room(size + 5);
      for (const c of columns) draw(c.text, c.x, size, c.bold ? bold : regular, c.align);
      y -= size + 5;
    },
    gap(height = 10) {
      y -= height;
    },
    // Plain objects, not object streams: older readers (and the tests' text reader) find the fonts.
    save: () => pdf.save({ useObjectStreams: false }),
  };
}

export type PdfWriter = Awaited<ReturnType<typeof createPdfWriter>>;
