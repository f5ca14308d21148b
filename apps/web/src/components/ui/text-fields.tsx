import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { Field, type FieldProps } from './form-field';
import { inputClass } from './input';

type TextProps = Omit<FieldProps, 'children'> & { value: string; onChange: (value: string) => void };
type Controlled = 'value' | 'onChange' | 'className' | 'id';
type InputProps = TextProps & Omit<InputHTMLAttributes<HTMLInputElement>, Controlled>;
type TextAreaProps = TextProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Controlled>;

/**
 * The Field around a text control: label, error and hint go to the Field, the rest to the control,
 * which reports its text rather than the change event.
 */
function TextField({
  as: Control,
  label,
  error,
  hint,
  className,
  value,
  onChange,
  ...control
}: (InputProps & { as: 'input' }) | (TextAreaProps & { as: 'textarea' })) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(ids) => (
        <Control
          {...(control as InputHTMLAttributes<HTMLInputElement> &
            TextareaHTMLAttributes<HTMLTextAreaElement>)}
          {...ids}
          className={inputClass}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

/** A labelled one-line text field (a Field around an input): the common case of a form. */
export function InputField(props: InputProps) {
  return <TextField as="input" {...props} />;
}

/** A labelled multi-line text field. */
export function TextAreaField(props: TextAreaProps) {
  return <TextField as="textarea" {...props} />;
}
