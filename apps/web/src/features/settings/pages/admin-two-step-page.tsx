import { PageHeader } from '../../admin';
import { useTwoFactorStatus } from '../api/two-factor';
import { PasskeysSection } from '../components/passkeys-section';
import { TwoStepSection } from '../components/two-step-section';

/**
 * /admin/two-step: where an admin turns two-step verification on — the page the admin area opens
 * on until they have, while ADMIN_2FA is `required` (ADR 031) — and later sees or turns it off.
 */
export function AdminTwoStepPage() {
  const status = useTwoFactorStatus();
  const mustTurnOn = status.data?.isRequired && status.data.factors.length === 0;
  return (
    <div className="max-w-2xl">
      <PageHeader
        title="Two-step verification"
        subtitle={
          mustTurnOn
            ? 'Turn on two-step verification to use the admin area.'
            : 'A code from your phone after your password, every time you sign in.'
        }
      />
      <div className="grid gap-6">
        <TwoStepSection />
        <PasskeysSection />
      </div>
    </div>
  );
}
