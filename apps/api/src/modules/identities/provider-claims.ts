import { EmailSchema, NAME_MAX, withoutDirectionControls } from '@skillora/shared';

// What an account may take from a provider's claims: the rules of /signup, which a provider's answer
// meets like any form (issue 31).

/**
 * The provider's email by the very rule of /api/auth/register (EmailSchema, trimmed and lower case),
 * or null: an address with a zero-width space, markup or 300 characters makes no account and finds none.
 */
export function providerEmail(email: string | null): string | null {
  return EmailSchema.safeParse(email).data ?? null;
}

/**
 * A new account's name from the provider's: its text-direction controls dropped (the rule of names;
 * the user did not type it, so it is cleaned rather than refused), else the email's local part.
 */
export function accountName(providerName: string | null, email: string): string {
  const name = withoutDirectionControls(providerName ?? '').trim();
  return (name || email.split('@')[0] || email).slice(0, NAME_MAX);
}
