import type { ClientProfile } from '@skillora/shared/schemas/profiles';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-field';
import { LoadError } from '../../../components/ui/load-error';
import { PageShell } from '../../../components/ui/page-shell';
import { Spinner } from '../../../components/ui/spinner';
import { InputField, TextAreaField } from '../../../components/ui/text-fields';
import { errorText } from '../../../lib/api-client';
import { formatMonth } from '../../../lib/format';
import { useClientProfile, useSaveClientProfile } from '../api/client-profile';
import { PhotoUploader } from '../components/photo-uploader';
import { loadProfileSchemas, usePreloadProfileSchemas } from '../lib/profile-schemas';

const card = 'rounded-2xl bg-white p-5 ring-1 ring-gray-200 sm:p-6 dark:bg-gray-900 dark:ring-gray-800';

/** /client/profile: what freelancers see of the client on job pages and proposals. */
export function ClientProfilePage() {
  const profile = useClientProfile();
  return (
    <PageShell title="Your profile" width="narrow">
      {profile.data ? (
        <div className="space-y-6">
          <section aria-labelledby="photo-title" className={card}>
            <h2 id="photo-title" className="mb-4 text-lg font-semibold">
              Photo
            </h2>
            <PhotoUploader name={profile.data.name} photoUrl={profile.data.photoUrl} />
            <dl className="mt-5 flex flex-wrap gap-x-8 gap-y-2 text-sm">
              <div>
                <dt className="text-gray-700 dark:text-gray-300">Member since</dt>
                <dd className="font-semibold">{formatMonth(profile.data.memberSince)}</dd>
              </div>
              <div>
                <dt className="text-gray-700 dark:text-gray-300">Jobs posted</dt>
                <dd className="font-semibold">{profile.data.jobsPosted}</dd>
              </div>
              <div>
                <dt className="text-gray-700 dark:text-gray-300">Hires</dt>
                <dd className="font-semibold">{profile.data.hires}</dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="details-title" className={card}>
            <h2 id="details-title" className="mb-4 text-lg font-semibold">
              About you
            </h2>
            <ClientProfileForm profile={profile.data} />
          </section>
        </div>
      ) : profile.error ? (
        <LoadError
          error={profile.error}
          fallback="Failed to load your profile"
          onRetry={() => profile.refetch()}
        />
      ) : (
        <Spinner label="Loading your profile" />
      )}
    </PageShell>
  );
}

function ClientProfileForm({ profile }: { profile: ClientProfile }) {
  const save = useSaveClientProfile();
  usePreloadProfileSchemas();
  const [companyName, setCompanyName] = useState(profile.companyName ?? '');
  const [about, setAbout] = useState(profile.about);
  const [location, setLocation] = useState(profile.location ?? '');
  const [website, setWebsite] = useState(profile.website ?? '');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { companyName, about, location, website };
    let schemas: Awaited<ReturnType<typeof loadProfileSchemas>>;
    try {
      schemas = await loadProfileSchemas();
    } catch {
      setFormError('Failed to save your profile');
      return;
    }
    const checked = schemas.SaveClientProfileRequestSchema.safeParse(body);
    if (!checked.success) {
      const found: Partial<Record<string, string>> = {};
      for (const issue of checked.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(body, {
      onSuccess: ({ message }) => {
        setFormError(null);
        toast.success(message);
      },
      onError: (err) => setFormError(errorText(err, 'Failed to save your profile')),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <FormError message={formError} />
      <InputField
        label="Company name"
        error={errors.companyName}
        hint="Optional"
        value={companyName}
        onChange={setCompanyName}
      />
      <TextAreaField label="About" error={errors.about} rows={5} value={about} onChange={setAbout} />
      <InputField
        label="Location"
        error={errors.location}
        hint="For example: Berlin, Germany"
        value={location}
        onChange={setLocation}
      />
      <InputField
        label="Website"
        error={errors.website}
        hint="Optional, starting with https://"
        type="url"
        value={website}
        onChange={setWebsite}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save profile'}
      </Button>
    </form>
  );
}
