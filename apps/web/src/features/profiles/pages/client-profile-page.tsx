import type { ClientProfile } from '@skillora/shared/schemas/profiles';
import type { FormEvent } from 'react';
import { InputField, TextAreaField } from '../../../components/ui/text-fields';
import { formatMonth } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useClientProfile, useSaveClientProfile } from '../api/client-profile';
import { OwnProfileLayout, ProfileCard } from '../components/own-profile-layout';
import { PhotoUploader } from '../components/photo-uploader';
import { ProfileSaveForm } from '../components/profile-save-form';
import { useProfileForm } from '../lib/use-profile-form';

/** /client/profile: what freelancers see of the client on job pages and proposals. */
export function ClientProfilePage() {
  return (
    <OwnProfileLayout profile={useClientProfile()}>
      {(profile) => (
        <>
          <ProfileCard id="photo" title="Photo">
            <PhotoUploader name={profile.name} photoUrl={profile.photoUrl} />
            <dl className="mt-5 flex flex-wrap gap-x-8 gap-y-2 text-sm">
              {[
                ['Member since', formatMonth(profile.memberSince)],
                ['Jobs posted', profile.jobsPosted],
                ['Hires', profile.hires],
              ].map(([term, value]) => (
                <div key={term}>
                  <dt className="text-gray-700 dark:text-gray-300">{term}</dt>
                  <dd className="font-semibold">{value}</dd>
                </div>
              ))}
            </dl>
          </ProfileCard>
          <ProfileCard id="details" title="About you">
            <ClientProfileForm profile={profile} />
          </ProfileCard>
        </>
      )}
    </OwnProfileLayout>
  );
}

function ClientProfileForm({ profile }: { profile: ClientProfile }) {
  const save = useSaveClientProfile();
  const form = useProfileForm(
    {
      companyName: profile.companyName ?? '',
      about: profile.about,
      location: profile.location ?? '',
      website: profile.website ?? '',
    },
    'Failed to save your profile',
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = form.values;
    if (!(await form.check((schemas) => schemas.SaveClientProfileRequestSchema, body))) return;
    save.mutate(body, {
      onSuccess: ({ message }) => {
        form.setFormError(null);
        toast.success(message);
      },
      onError: form.failed,
    });
  };
  return (
    <ProfileSaveForm onSubmit={submit} formError={form.formError} isPending={save.isPending}>
      <InputField label="Company name" hint="Optional" {...form.field('companyName')} />
      <TextAreaField label="About" rows={5} {...form.field('about')} />
      <InputField label="Location" hint="For example: Berlin, Germany" {...form.field('location')} />
      <InputField
        label="Website"
        hint="Optional, starting with https://"
        type="url"
        {...form.field('website')}
      />
    </ProfileSaveForm>
  );
}
