import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';

/*
 * A small writer over pdf-lib: lines of real text (Helvetica, one of the 14 standard fonts, so the
 * text is selectable and nothing is embedded), top to bottom, with a new page when one is full.
 */

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;

export type Column = { text: string; x: number; align?: 'left' | 'right'; bold?: boolean };

export async function createPdfWriter(title: string) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer('Skillora');
  pdf.setCreator('Skillora');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  // The standard fonts speak WinAnsi: a character outside it is written as '?' instead of failing.
  const known = new Set(regular.getCharacterSet());
  const clean = (text: string) =>
    Array.from(text, (ch) => (known.has(ch.codePointAt(0)!) ? ch : '?')).join('');

  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;

  function room(height: number) {
    if (y - height >= MARGIN) return;
    page = pdf.addPage(A4);
    y = A4[1] - MARGIN;
  }

  function draw(text: string, x: number, size: number, font: PDFFont, align: 'left' | 'right' = 'left') {
    const t = clean(text);
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
    save: () => pdf.save(),
  };
}

export type PdfWriter = Awaited<ReturnType<typeof createPdfWriter>>;
