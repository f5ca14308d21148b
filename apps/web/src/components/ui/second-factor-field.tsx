import { TOTP_DIGITS } from '@skillora/shared/constants';
import { TextField } from './input';

export type SecondFactorKind = 'code' | 'recoveryCode';

type Props = {
  kind: SecondFactorKind;
  onKindChange: (kind: SecondFactorKind) => void;
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
};

/**
 * The code from an authenticator app, or one of the recovery codes instead (ADR 031): one field,
 * and a link-styled button that switches between the two. The login's second step and turning
 * two-step verification off ask the same.
 */
export function SecondFactorField({ kind, onKindChange, value, onChange, autoFocus }: Props) {
  const isCode = kind === 'code';
  return (
    <div className="grid gap-2">
      <TextField
        // A new field for the other kind: its label, autofill and focus are that field's.
        key={kind}
        label={isCode ? `${TOTP_DIGITS}-digit code` : 'Recovery code'}
        inputMode={isCode ? 'numeric' : 'text'}
        autoComplete={isCode ? 'one-time-code' : 'off'}
        autoCapitalize="off"
        spellCheck={false}
        maxLength={isCode ? TOTP_DIGITS + 4 : 40}
        autoFocus={autoFocus}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <button
        type="button"
        onClick={() => {
          onChange('');
          onKindChange(isCode ? 'recoveryCode' : 'code');
        }}
        className="min-h-6 justify-self-start text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
      >
        {isCode ? 'Use a recovery code instead' : 'Use your authenticator app instead'}
      </button>
    </div>
  );
}

/** What the API takes for either kind; null (with the text to show) when nothing usable was typed. */
export function secondFactorProof(kind: SecondFactorKind, value: string) {
  const typed = value.replace(/\s/g, '');
  if (kind === 'recoveryCode') return typed ? { recoveryCode: typed } : 'Enter one of your recovery codes';
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(typed)
    ? { code: typed }
    : `Enter the ${TOTP_DIGITS}-digit code from your authenticator app`;
}
