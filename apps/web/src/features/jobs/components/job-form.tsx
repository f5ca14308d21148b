import type { DraftJobFields } from '@skillora/shared';
import {
  EXPERIENCE_LEVELS,
  JOB_DESCRIPTION_MAX,
  JOB_DESCRIPTION_MIN,
  JOB_TITLE_MAX,
} from '@skillora/shared/constants';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { AttachmentPicker } from '../../../components/attachments/attachment-picker';
import { Button } from '../../../components/ui/button';
import { DurationField } from '../../../components/ui/duration-field';
import { Field } from '../../../components/ui/form-field';
import { inputClass } from '../../../components/ui/input';
import { InputField } from '../../../components/ui/text-fields';
import { fieldBinder } from '../../../lib/field-binder';
import { fieldErrors } from '../../../lib/field-errors';
import { EXPERIENCE_LABELS } from '../../../lib/labels';
import { loadSharedSchemas, type SharedSchemas, useSharedSchemas } from '../../../lib/shared-schemas';
import { useCatalogOptions } from '../api/get-catalog-options';
import { draftRequestFrom, type JobFormValues, jobRequestFrom } from '../lib/job-form-values';
import { BudgetFields } from './budget-fields';
import { ChoiceGroup } from './choice-group';
import { Refusal } from './refusal';
import { ScreeningQuestionsFields } from './screening-questions-fields';
import { SkillPicker } from './skill-picker';

export type JobFormAction = {
  intent: string;
  label: string;
  busyLabel: string;
  isPrimary?: boolean;
  /** Saves a draft, which needs only a title (issue 12); otherwise every field is checked. */
  isDraft?: boolean;
};

type JobFormProps = {
  initial: JobFormValues;
  actions: JobFormAction[];
  onSubmit: (fields: DraftJobFields, intent: string) => void;
  /** The intent being sent, while its request is pending. */
  pendingIntent: string | null;
  serverError: string | null;
  /** Above the form, with a way to fill some of it (Post Job's assistant). */
  header?: (change: (patch: Partial<JobFormValues>) => void) => ReactNode;
};

const EXPERIENCE_OPTIONS = EXPERIENCE_LEVELS.map((value) => ({ value, label: EXPERIENCE_LABELS[value] }));

/**
 * Posting and editing a job. The shared zod schema checks the fields in the browser before anything
 * is sent, so the messages are the API's own; once a submit failed, they update as the user types.
 */
export function JobForm({ initial, actions, onSubmit, pendingIntent, serverError, header }: JobFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string> | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const categories = useCatalogOptions('categories');
  const skills = useCatalogOptions('skills');

  const schemas = useSharedSchemas();
  const [loadError, setLoadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  // The check of the last submit: a draft's (only a title) or a publication's (every field).
  const [asDraft, setAsDraft] = useState(false);
  const validate = (using: SharedSchemas, next: JobFormValues, draft = asDraft) =>
    draft
      ? using.DraftJobFieldsSchema.safeParse(draftRequestFrom(next))
      : using.JobFieldsSchema.safeParse(jobRequestFrom(next));
  const change = (patch: Partial<JobFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (errors && schemas) {
      const result = validate(schemas, next);
      setErrors(result.success ? {} : fieldErrors(result.error));
    }
  };
  const bind = fieldBinder(values, change);
  const errorCount = errors ? Object.keys(errors).length : 0;
  const shown = errors ?? {};

  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) summary.current?.focus();
  }, [attempt]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const intent = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
    const using = schemas ?? (await loadSharedSchemas().catch(() => null));
    setLoadError(using ? null : 'The form could not load. Check your connection and try again.');
    if (!using) return;
    const chosen = intent ?? actions[0]!.intent;
    const draft = Boolean(actions.find((a) => a.intent === chosen)?.isDraft);
    setAsDraft(draft);
    const result = validate(using, values, draft);
    if (!result.success) {
      setErrors(fieldErrors(result.error));
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    onSubmit(result.data, chosen);
  };

  return (
    <>
      {header?.(change)}
      <form onSubmit={submit} noValidate className="space-y-8">
        {(loadError ?? serverError) && <Refusal message={(loadError ?? serverError)!} />}
        {errorCount > 0 && (
          <div
            ref={summary}
            tabIndex={-1}
            role="alert"
            className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
          >
            {errorCount === 1
              ? 'One field needs your attention.'
              : `${errorCount} fields need your attention.`}
          </div>
        )}
        <InputField
          label="Title"
          error={shown.title}
          hint="A short headline, like 'React developer for a booking app'"
          name="title"
          maxLength={JOB_TITLE_MAX}
          {...bind('title')}
        />
        <Field
          label="Description"
          error={shown.description}
          hint={`${values.description.trim().length.toLocaleString('en-US')} / ${JOB_DESCRIPTION_MAX.toLocaleString('en-US')} characters (at least ${JOB_DESCRIPTION_MIN})`}
        >
          {(control) => (
            <textarea
              {...control}
              name="description"
              rows={8}
              value={values.description}
              onChange={(e) => change({ description: e.target.value })}
              className={`${inputClass} min-h-40`}
            />
          )}
        </Field>
        <Field label="Category" error={shown.categoryId} className="max-w-md">
          {(control) => (
            <select
              {...control}
              name="categoryId"
              value={values.categoryId}
              onChange={(e) => change({ categoryId: e.target.value })}
              className={inputClass}
            >
              <option value="">{categories.isPending ? 'Loading categories…' : 'Choose a category'}</option>
              {categories.data?.map((category) => (
                <option key={category._id} value={category._id}>
                  {category.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <SkillPicker
          skills={skills.data ?? []}
          selected={values.skillIds}
          onChange={(skillIds) => change({ skillIds })}
          error={shown.skillIds}
        />
        <BudgetFields values={values} onChange={change} errors={shown} />
        <ChoiceGroup
          legend="Experience level"
          name="experienceLevel"
          options={EXPERIENCE_OPTIONS}
          error={shown.experienceLevel}
          {...bind('experienceLevel')}
        />
        <DurationField
          label="Expected duration"
          error={shown.duration}
          className="max-w-md"
          {...bind('duration')}
        />
        <InputField
          label="Freelancers needed"
          hint="The job takes proposals until this many freelancers accepted your offers."
          error={shown.hiresNeeded}
          name="hiresNeeded"
          inputMode="numeric"
          className="max-w-48"
          {...bind('hiresNeeded')}
        />
        <ScreeningQuestionsFields
          questions={values.questions}
          onChange={(questions) => change({ questions })}
          errors={shown}
        />
        <AttachmentPicker
          purpose="job"
          label="Files for freelancers"
          value={values.attachments}
          onChange={(attachments) => change({ attachments })}
          onBusy={setUploading}
        />
        <div className="flex flex-col-reverse gap-3 border-t border-gray-200 pt-6 sm:flex-row sm:justify-end dark:border-gray-800">
          {actions.map((action) => (
            <Button
              key={action.intent}
              type="submit"
              name="intent"
              value={action.intent}
              variant={action.isPrimary ? 'primary' : 'secondary'}
              disabled={pendingIntent !== null || uploading}
              className="min-h-11"
            >
              {pendingIntent === action.intent ? action.busyLabel : action.label}
            </Button>
          ))}
        </div>
      </form>
    </>
  );
}
