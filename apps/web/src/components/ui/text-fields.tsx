import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { Field, type FieldProps } from './form-field';
import { inputClass } from './input';

type TextProps = Omit<FieldProps, 'children'> & { value: string; onChange: (value: string) => void };

/** A labelled one-line text field (a Field around an input): the common case of a form. */
export function InputField({
  label,
  error,
  hint,
  className,
  value,
  onChange,
  ...input
}: TextProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'className' | 'id'>) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <input
          {...input}
          {...control}
          className={inputClass}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

/** A labelled multi-line text field. */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  value,
  onChange,
  ...textarea
}: TextProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'className' | 'id'>) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea
          {...textarea}
          {...control}
          className={inputClass}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
