import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { PageShell } from '../../../components/ui/page-shell';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { SignInMethodsSection, useIdentities } from '../../identities';
import { PhotoUploader } from '../../profiles';
import { BillingDetailsSection } from '../components/billing-details-section';
import { DeleteAccountSection } from '../components/delete-account-section';
import { EmailSection } from '../components/email-section';
import { NameSection } from '../components/name-section';
import { PasskeysSection } from '../components/passkeys-section';
import { PasswordSection } from '../components/password-section';
import { SessionsSection } from '../components/sessions-section';
import { SettingsSection } from '../components/settings-section';
import { TwoStepSection } from '../components/two-step-section';

/** /client/settings and /freelancer/settings: Profile Settings (issue 14). */
export function SettingsPage() {
  const { user } = useSession();
  const identities = useIdentities();
  const { hash } = useLocation();
  const isLoaded = Boolean(user);
  // The router does not scroll to a fragment: the wallet links to the two-step section (ADR 033).
  useEffect(() => {
    if (isLoaded && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [isLoaded, hash]);
  if (!user) return <Spinner label="Loading your settings" />;
  // Until the sign-in methods load, assume a password (most accounts have one).
  const hasPassword = identities.data?.hasPassword ?? true;
  const role = user.role;
  return (
    <PageShell title="Profile Settings" width="narrow">
      <div className="grid gap-6">
        <SettingsSection id="settings-photo" title="Photo" description="JPEG, PNG or WebP, up to 5 MB.">
          <PhotoUploader name={user.name} photoUrl={user.photoUrl ?? null} />
        </SettingsSection>
        <NameSection key={user.name} currentName={user.name} />
        {/* No password to change: Sign-in methods offers 'Set a password' instead. */}
        {hasPassword && <PasswordSection />}
        <TwoStepSection />
        <PasskeysSection />
        <EmailSection currentEmail={user.email} />
        <BillingDetailsSection />
        <SessionsSection />
        <SignInMethodsSection />
        <SettingsSection
          id="settings-notifications"
          title="Notifications"
          description="Choose which emails and alerts you get."
        >
          <Link
            to={`/${role}/settings/notifications`}
            className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-100"
          >
            Notifications
          </Link>
        </SettingsSection>
        <DeleteAccountSection hasPassword={hasPassword} email={user.email} />
      </div>
    </PageShell>
  );
}
