import { timingSafeEqual } from 'node:crypto';
import { hashToken } from '../../lib/tokens';
import type { CodePurpose, EmailCodeRow } from './auth.repository';

/** Only this hash is stored; the code itself lives in the mail (and, until sent, the event's secret). */
export const codeHash = (purpose: CodePurpose, email: string, code: string) =>
  hashToken(`${purpose}:${email}:${code}`);

export function codeMatches(row: EmailCodeRow, code: string): boolean {
  const expected = Buffer.from(row.codeHash);
  const given = Buffer.from(codeHash(row.purpose, row.email, code));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The row still holds this very code, unexpired: a mail for a replaced or dead code is not sent. */
export const isCurrentCode = (row: EmailCodeRow | null, code: string | null, now: Date) =>
  row !== null && code !== null && row.expiresAt.getTime() > now.getTime() && codeMatches(row, code);
