/** A CSV field a spreadsheet reads as text: quoted, and never a formula (a leading = + - @ is escaped). */
export const csvField = (s: string) => `"${(/^[=+\-@\t\r]/.test(s) ? `'${s}` : s).replaceAll('"', '""')}"`;

/** Rows as CSV (RFC 4180: CRLF after every row, the header included). */
export const csvOf = (rows: readonly (readonly string[])[]) =>
  `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`;
