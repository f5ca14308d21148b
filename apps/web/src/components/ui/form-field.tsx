import { type ReactNode, useId } from 'react';

export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

export type FieldProps = {
  label: string;
  /** The field's error, shown in red under it and announced with it. */
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** A label, the control (any input, select or textarea), a hint and an error, wired for screen readers. */
export function Field({ label, error, hint, className = '', children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-gray-700 dark:text-gray-300">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
      {message}
    </p>
  );
}

/** A form's own failure (the server's answer, a load error): announced as it appears. */
export function FormError({
  message,
  className = '',
}: {
  message: string | null | false;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p role="alert" className={`text-sm font-medium text-red-700 dark:text-red-400 ${className}`}>
      {message}
    </p>
  );
}
