import { OTP_LENGTH } from '@skillora/shared/constants';
import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { TextField } from './input';

type Props = {
  value: string;
  onChange: (value: string) => void;
  isInvalid?: boolean;
  /** Focus the first box on mount: the page's one task is typing the code. */
  autoFocus?: boolean;
};

/**
 * Six one-digit boxes that behave like one field: typing moves on, Backspace moves back, and a
 * pasted or autofilled code (autocomplete="one-time-code") fills every box at once.
 */
export function OtpInput({ value, onChange, isInvalid = false, autoFocus = false }: Props) {
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  // An empty box is a space in `value`, so a cleared middle box keeps the others in place.
  const digits = Array.from({ length: OTP_LENGTH }, (_, i) => (value[i] ?? ' ').trim());
  const emit = (next: string[]) =>
    onChange(
      next
        .map((d) => d || ' ')
        .join('')
        .trimEnd(),
    );

  const focus = (index: number) => refs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  const fillFrom = (index: number, text: string) => {
    const incoming = text.replace(/\D/g, '');
    if (!incoming) return;
    // A whole code (paste, SMS/mail autofill) always fills from the first box.
    const start = incoming.length >= OTP_LENGTH ? 0 : index;
    const next = digits.slice();
    for (let i = 0; i < incoming.length && start + i < OTP_LENGTH; i++) next[start + i] = incoming[i]!;
    emit(next);
    focus(start + incoming.length);
  };

  const onInput = (index: number, raw: string) => {
    const typed = raw.replace(/\D/g, '');
    if (!typed) {
      const next = digits.slice();
      next[index] = '';
      emit(next);
      return;
    }
    const current = digits[index];
    fillFrom(index, current && typed.length > 1 && typed.startsWith(current) ? typed.slice(1) : typed);
  };

  const onKeyDown = (index: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace') {
      e.preventDefault();
      const next = digits.slice();
      if (next[index]) {
        next[index] = '';
      } else if (index > 0) {
        next[index - 1] = '';
        focus(index - 1);
      }
      emit(next);
    } else if (e.key === 'ArrowLeft') {
      focus(index - 1);
    } else if (e.key === 'ArrowRight') {
      focus(index + 1);
    }
  };

  const onPaste = (index: number) => (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    fillFrom(index, e.clipboardData.getData('text'));
  };

  return (
    <fieldset className="flex justify-center gap-2 sm:gap-3">
      <legend className="sr-only">One-time password</legend>
      {digits.map((digit, i) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are fixed positions
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          value={digit}
          onChange={(e) => onInput(i, e.target.value)}
          onKeyDown={onKeyDown(i)}
          onPaste={onPaste(i)}
          onFocus={(e) => e.target.select()}
          // biome-ignore lint/a11y/noAutofocus: the page exists to type this code; the heading says what it is for
          autoFocus={autoFocus && i === 0}
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          maxLength={OTP_LENGTH}
          aria-label={`Digit ${i + 1} of ${OTP_LENGTH}`}
          aria-invalid={isInvalid || undefined}
          className="size-11 rounded-lg border border-gray-300 bg-white text-center text-xl font-semibold text-gray-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 sm:size-12 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 aria-invalid:border-red-600"
        />
      ))}
    </fieldset>
  );
}

/** The code as one text field (the email change's code): digits, and the mail's autofill. */
export function CodeField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label="Code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH + 4}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
