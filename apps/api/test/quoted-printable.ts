/**
 * Undoes quoted-printable so a caught message reads as sent. Shared by the API suite's SMTP server
 * (test/smtp.ts) and the e2e suite's mail catcher (e2e/fixtures/mail.ts).
 */
export function decodeQuotedPrintable(s: string): string {
  return s.replace(/=\r?\n/g, '').replace(/(=[0-9A-F]{2})+/g, (m) =>
    Buffer.from(
      m
        .split('=')
        .slice(1)
        .map((h) => Number.parseInt(h, 16)),
    ).toString('utf8'),
  );
}
