import { describe, expect, it } from 'vitest';
import { PASSWORD_CONTROL_CHARACTERS, PASSWORD_TOO_COMMON, passwordProblem } from './password-policy';

describe('passwordProblem', () => {
  it.each(['aaaaaaaa', '        ', '12345678', '87654321', 'abcdefgh', 'abababab', 'PASSWORD', 'password'])(
    'refuses %j as too easy to guess',
    (password) => expect(passwordProblem(password)).toBe(PASSWORD_TOO_COMMON),
  );

  it.each(['new\nline-pass', 'tab\tpassword', 'nul\u0000password', 'del\u007fpassword', 'c1\u0085password'])(
    'refuses control characters in %j',
    (password) => expect(passwordProblem(password)).toBe(PASSWORD_CONTROL_CHARACTERS),
  );

  it.each([
    'correct horse battery',
    'analytical-engine',
    'Zürich-Kaffee-42',
    '13579bdf',
    'pass phrase with spaces',
  ])('accepts %j', (password) => expect(passwordProblem(password)).toBeNull());
});
