import { FEEDBACK_MESSAGE_MAX, FEEDBACK_MESSAGE_MIN } from '@skillora/shared/constants';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FocusedMessage } from '../../../components/ui/focused-message';
import { Field, FormError } from '../../../components/ui/form-field';
import { inputClass } from '../../../components/ui/input';
import { InputField } from '../../../components/ui/text-fields';
import { errorText } from '../../../lib/api-client';
import { fieldBinder } from '../../../lib/field-binder';
import { useSession } from '../../../lib/session';
import { useSendFeedback } from '../api/send-feedback';
import { ArticlePage } from '../components/article-page';

type Errors = Partial<Record<'name' | 'email' | 'message', string>>;

function check(values: { name: string; email: string; message: string }): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) errors.name = 'Enter your name';
  if (!/^\S+@\S+\.\S+$/.test(values.email.trim())) errors.email = 'Enter an email we can answer';
  const length = values.message.trim().length;
  if (length < FEEDBACK_MESSAGE_MIN) errors.message = `Write at least ${FEEDBACK_MESSAGE_MIN} characters`;
  if (length > FEEDBACK_MESSAGE_MAX) errors.message = `Use at most ${FEEDBACK_MESSAGE_MAX} characters`;
  return errors;
}

/** /feedback: a message to the team, stored and listed in the admin area (rate limited per address). */
export function FeedbackPage() {
  const { user } = useSession();
  return (
    <ArticlePage
      title="Feedback"
      intro="Tell us what works, what doesn't, and what you miss. Every message reaches the team."
    >
      {/* Keyed by the user, so a session that arrives after the first paint fills the form in. */}
      <FeedbackForm key={user?.id ?? 'visitor'} name={user?.name ?? ''} email={user?.email ?? ''} />
    </ArticlePage>
  );
}

function FeedbackForm(initial: { name: string; email: string }) {
  const send = useSendFeedback();
  const [values, setValues] = useState({ ...initial, message: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [thanks, setThanks] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const change = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  const bind = fieldBinder(values, change);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // The first field that needs attention takes the focus.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setThanks(null);
    send.mutate(values, {
      onSuccess: (data) => {
        setThanks(data.message);
        change({ message: '' });
      },
    });
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      {thanks && (
        <FocusedMessage
          role="status"
          message={thanks}
          className="rounded-lg bg-green-50 px-4 py-3 font-medium text-green-900 ring-1 ring-green-200 dark:bg-gray-900 dark:text-green-200 dark:ring-green-900"
        />
      )}
      <InputField label="Name" error={errors.name} name="name" autoComplete="name" {...bind('name')} />
      <InputField
        label="Email"
        error={errors.email}
        hint="Only to answer you; never shown to anyone else."
        type="email"
        name="email"
        autoComplete="email"
        {...bind('email')}
      />
      <Field
        label="Message"
        error={errors.message}
        hint={`${values.message.trim().length.toLocaleString('en-US')} / ${FEEDBACK_MESSAGE_MAX.toLocaleString('en-US')} characters`}
      >
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={6}
            value={values.message}
            onChange={(e) => change({ message: e.target.value })}
            className={`${inputClass} min-h-32`}
          />
        )}
      </Field>
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send feedback'}
      </Button>
      <FormError
        message={send.error ? errorText(send.error, 'Could not send your feedback, please try again') : null}
      />
    </form>
  );
}
