/**
 * What a new password must not be (ADR 014, after NIST SP 800-63B §5.1.1.2 and ASVS 2.1.7): a
 * common or breached-pattern one, or one with control characters. Shared so that the sign-up,
 * reset and change-password forms show the same words the API answers.
 *
 * The blocklist itself is large (17 950 entries), so the browser does not carry it: the API loads
 * it at start (`addCommonPasswords`), and its answer shows on the form under the same message.
 */
export const PASSWORD_CONTROL_CHARACTERS = 'Password must not contain control characters';
export const PASSWORD_TOO_COMMON = 'This password is too common and easy to guess. Choose another one.';

const commonPasswords = new Set<string>(['password', 'passw0rd', 'password1', 'qwertyuiop', 'iloveyou']);

/** Adds to the passwords refused as too common (compared in lower case). */
export function addCommonPasswords(passwords: Iterable<string>): void {
  for (const password of passwords) commonPasswords.add(password.toLowerCase());
}

// Any C0/C1 control character (tab and newline included): nobody types them into a password field.
const CONTROL = /\p{Cc}/u;

/** One character, or steps of +1 or -1 throughout ('aaaaaaaa', '        ', '12345678', 'hgfedcba'). */
function isDegenerate(password: string): boolean {
  const points = [...password].map((c) => c.codePointAt(0) ?? 0);
  if (new Set(points).size <= 2) return true;
  const step = (points[1] ?? 0) - (points[0] ?? 0);
  return Math.abs(step) <= 1 && points.every((p, i) => i === 0 || p - (points[i - 1] ?? 0) === step);
}

/** The message to show, or null when the password is acceptable (length is checked apart). */
export function passwordProblem(password: string): string | null {
  if (CONTROL.test(password)) return PASSWORD_CONTROL_CHARACTERS;
  if (isDegenerate(password) || commonPasswords.has(password.toLowerCase())) return PASSWORD_TOO_COMMON;
  return null;
}
