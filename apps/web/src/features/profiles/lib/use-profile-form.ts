import { useState } from 'react';
import type { ZodType } from 'zod';
import { errorText } from '../../../lib/api-client';
import { loadProfileSchemas, type ProfileSchemas, usePreloadProfileSchemas } from './profile-schemas';

export type FieldErrors = Partial<Record<string, string>>;

type Options = {
  /** Where an issue's message shows: by default at the field its path starts with. */
  keyOf?: (path: readonly PropertyKey[]) => string;
  /** Said above the form when a field is wrong; by default only the fields say it. */
  invalid?: string;
};

/**
 * The text fields, field errors and form error of a profile form, checked on submit against the
 * shared schema before anything is sent. `failure` is said when the schemas cannot load and when
 * the server's answer names no reason of its own.
 */
export function useProfileForm<V extends Record<string, string>>(
  initial: V,
  failure: string,
  { keyOf = (path) => String(path[0]), invalid }: Options = {},
) {
  usePreloadProfileSchemas();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  /** True when `body` passes its schema; otherwise the form shows why and false comes back. */
  const check = async (schemaOf: (schemas: ProfileSchemas) => ZodType, body: unknown) => {
    let schemas: ProfileSchemas;
    try {
      schemas = await loadProfileSchemas();
    } catch {
      setFormError(failure);
      return false;
    }
    const checked = schemaOf(schemas).safeParse(body);
    if (!checked.success) {
      const found: FieldErrors = {};
      for (const issue of checked.error.issues) found[keyOf(issue.path)] ??= issue.message;
      setErrors(found);
      if (invalid) setFormError(invalid);
      return false;
    }
    setErrors({});
    return true;
  };

  return {
    values,
    errors,
    formError,
    setFormError,
    check,
    /** The props of the text field for `key`: its value, its setter and its error. */
    field: (key: keyof V & string) => ({
      value: values[key],
      onChange: (value: string) => setValues((v) => ({ ...v, [key]: value })),
      error: errors[key],
    }),
    reset: () => setValues(initial),
    failed: (err: unknown) => setFormError(errorText(err, failure)),
  };
}
