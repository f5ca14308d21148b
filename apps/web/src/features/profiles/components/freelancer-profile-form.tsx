import {
  LANGUAGE_LEVELS,
  type LanguageLevel,
  PROFILE_LANGUAGES_MAX,
  PROFILE_SKILLS_MAX,
} from '@skillora/shared/profiles';
import type { FreelancerProfile } from '@skillora/shared/schemas/profiles';
import { type FormEvent, useMemo, useState } from 'react';
import { Field } from '../../../components/ui/form-field';
import { inputClass } from '../../../components/ui/input';
import { MoneyInput } from '../../../components/ui/money-input';
import { InputField, TextAreaField } from '../../../components/ui/text-fields';
import { centsToDollars, dollarsToCents } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { SkillPicker, useCatalogOptions } from '../../jobs';
import { useSaveFreelancerProfile } from '../api/freelancer-profile';
import { educationBody, educationDrafts, employmentBody, employmentDrafts } from '../lib/history-drafts';
import { countryOptions, timeZoneOptions } from '../lib/regions';
import { useProfileForm } from '../lib/use-profile-form';
import { EditableRows } from './editable-rows';
import { EducationRows, EmploymentRows } from './history-rows';
import { ProfileSaveForm } from './profile-save-form';

const LEVEL_LABELS: Record<LanguageLevel, string> = {
  basic: 'Basic',
  conversational: 'Conversational',
  fluent: 'Fluent',
  native: 'Native or bilingual',
};

const HISTORY_LISTS = new Set(['employment', 'education']);

/** A history entry's field shows its own message; everything else shows at its field or list. */
function historyKey(path: readonly PropertyKey[]): string {
  const key = String(path[0] ?? 'form');
  return HISTORY_LISTS.has(key) && path.length > 2 ? path.join('.') : key;
}

/** Title, overview, category, skills, rate, country, time zone, languages and history, saved together. */
export function FreelancerProfileForm({ profile }: { profile: FreelancerProfile }) {
  const save = useSaveFreelancerProfile();
  const form = useProfileForm(
    { title: profile.title, overview: profile.overview },
    'Failed to save your profile',
    {
      keyOf: historyKey,
      invalid: 'Please fix the fields marked below.',
    },
  );
  const { errors } = form;
  const skills = useCatalogOptions('skills');
  const categories = useCatalogOptions('categories');
  const countries = useMemo(countryOptions, []);
  const zones = useMemo(timeZoneOptions, []);
  const [skillIds, setSkillIds] = useState(profile.skills.map((s) => s._id));
  const [categoryId, setCategoryId] = useState(profile.primaryCategory?._id ?? '');
  const [rate, setRate] = useState(centsToDollars(profile.hourlyRateCents ?? undefined));
  const [country, setCountry] = useState(profile.country ?? '');
  const [timeZone, setTimeZone] = useState(profile.timeZone ?? '');
  const [languages, setLanguages] = useState(profile.languages);
  const [employment, setEmployment] = useState(() => employmentDrafts(profile.employment));
  const [education, setEducation] = useState(() => educationDrafts(profile.education));
  // Skills chosen earlier and since unlisted still show by name.
  const skillOptions = useMemo(() => {
    const listed = skills.data ?? [];
    const extra = profile.skills.filter((s) => !listed.some((l) => l._id === s._id));
    return [...listed, ...extra];
  }, [skills.data, profile.skills]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      ...form.values,
      skillIds,
      primaryCategoryId: categoryId || null,
      hourlyRateCents: rate.trim() === '' ? null : (dollarsToCents(rate) ?? Number.NaN),
      country: country || null,
      timeZone: timeZone || null,
      languages: languages.filter((l) => l.name.trim() !== ''),
      employment: employmentBody(employment),
      education: educationBody(education),
    };
    if (!(await form.check((schemas) => schemas.SaveFreelancerProfileRequestSchema, body))) return;
    form.setFormError(null);
    save.mutate(body, {
      onSuccess: ({ message }) => toast.success(message),
      onError: form.failed,
    });
  };

  return (
    <ProfileSaveForm onSubmit={submit} formError={form.formError} isPending={save.isPending}>
      <InputField
        label="Professional title"
        hint="For example: React developer for booking apps"
        {...form.field('title')}
      />
      <TextAreaField
        label="Overview"
        hint="Plain text; blank lines start paragraphs, links stay links."
        rows={8}
        {...form.field('overview')}
      />
      <Field label="Primary category" error={errors.primaryCategoryId}>
        {(control) => (
          <select
            {...control}
            className={inputClass}
            value={categoryId}
            onChange={(e) => setCategoryId(e.target.value)}
          >
            <option value="">Choose a category</option>
            {(categories.data ?? []).map((c) => (
              <option key={c._id} value={c._id}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <SkillPicker
        skills={skillOptions}
        selected={skillIds}
        onChange={setSkillIds}
        max={PROFILE_SKILLS_MAX}
        error={errors.skillIds}
      />
      <Field label="Hourly rate" error={errors.hourlyRateCents}>
        {(control) => <MoneyInput {...control} value={rate} onChange={setRate} suffix="/hr" />}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Country" error={errors.country}>
          {(control) => (
            <select
              {...control}
              className={inputClass}
              value={country}
              onChange={(e) => setCountry(e.target.value)}
            >
              <option value="">Choose a country</option>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Time zone" error={errors.timeZone}>
          {(control) => (
            <select
              {...control}
              className={inputClass}
              value={timeZone}
              onChange={(e) => setTimeZone(e.target.value)}
            >
              <option value="">Choose a time zone</option>
              {zones.map((z) => (
                <option key={z} value={z}>
                  {z.replaceAll('_', ' ')}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <EditableRows
        legend="Languages"
        rowName="Language"
        rows={languages}
        onChange={setLanguages}
        blank={() => ({ name: '', level: 'fluent' as const })}
        max={PROFILE_LANGUAGES_MAX}
        addLabel="Add a language"
        error={errors.languages}
        renderRow={(language, update, i) => (
          <>
            <input
              aria-label={`Language ${i + 1}`}
              className={`${inputClass} max-w-56`}
              value={language.name}
              onChange={(e) => update({ name: e.target.value })}
            />
            <select
              aria-label={`Level of language ${i + 1}`}
              className={`${inputClass} max-w-56`}
              value={language.level}
              onChange={(e) => update({ level: e.target.value as LanguageLevel })}
            >
              {LANGUAGE_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {LEVEL_LABELS[level]}
                </option>
              ))}
            </select>
          </>
        )}
      />
      <EmploymentRows rows={employment} onChange={setEmployment} errors={errors} />
      <EducationRows rows={education} onChange={setEducation} errors={errors} />
    </ProfileSaveForm>
  );
}
