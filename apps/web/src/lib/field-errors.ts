import type { z } from 'zod';

/** A zod error as one message per field, keyed by its path ('budget.amountCents'); the first one wins. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}
