import { useState } from 'react';
import { FormError } from '../../../components/ui/form-field';
import { errorText } from '../../../lib/api-client';
import { useTwoFactorStatus } from '../api/two-factor';
import { RecoveryCodesOnce } from './recovery-codes-once';
import { SettingsSection } from './settings-section';
import { TotpSetup } from './totp-setup';
import { TwoStepOn } from './two-step-on';

/**
 * Two-step verification (issue 30, ADR 031): off (set up an authenticator app), the recovery
 * codes once it is on, then its status and turning it off. Profile Settings and /admin/two-step.
 */
export function TwoStepSection() {
  const status = useTwoFactorStatus();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const factor = status.data?.factors.find((f) => f.kind === 'totp');
  const hasPasskey = status.data?.factors.some((f) => f.kind === 'passkey') ?? false;

  return (
    <SettingsSection
      id="settings-two-step"
      title="Two-step verification"
      description="After your password, signing in also asks for a code from an authenticator app on your phone."
    >
      {status.isPending && <p className="text-sm text-gray-700 dark:text-gray-300">Loading…</p>}
      <FormError
        message={status.isError && errorText(status.error, 'Could not load your two-step verification')}
      />
      {recoveryCodes ? (
        <RecoveryCodesOnce codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      ) : (
        status.data &&
        (factor ? (
          <TwoStepOn
            since={factor.addedAt}
            recoveryCodesLeft={status.data.recoveryCodesLeft}
            isRequired={status.data.isRequired}
            hasPasskey={hasPasskey}
          />
        ) : (
          <TotpSetup onTurnedOn={setRecoveryCodes} hasPasskey={hasPasskey} />
        ))
      )}
    </SettingsSection>
  );
}
