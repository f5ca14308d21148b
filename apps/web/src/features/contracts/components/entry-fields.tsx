import type { Ref } from 'react';
import { Field } from '../../../components/ui/form-field';
import { inputClass } from '../../../components/ui/input';

/** A manual entry as it is typed: a day, minutes (10-minute units) and a memo. */
export type EntryDraft = { date: string; minutes: string; memo: string };

/** The three fields of a manual entry, for adding one and for changing one. */
export function EntryFields({
  draft,
  onChange,
  firstRef,
}: {
  draft: EntryDraft;
  onChange: (draft: EntryDraft) => void;
  firstRef?: Ref<HTMLInputElement>;
}) {
  const set = (key: keyof EntryDraft) => (e: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...draft, [key]: e.target.value });
  return (
    <>
      <Field label="Date">
        {(c) => (
          <input
            {...c}
            ref={firstRef}
            type="date"
            className={inputClass}
            value={draft.date}
            onChange={set('date')}
          />
        )}
      </Field>
      <Field label="Minutes">
        {(c) => (
          <input
            {...c}
            type="number"
            step={10}
            min={10}
            className={inputClass}
            value={draft.minutes}
            onChange={set('minutes')}
          />
        )}
      </Field>
      <Field label="Memo">
        {(c) => <input {...c} className={inputClass} value={draft.memo} onChange={set('memo')} />}
      </Field>
    </>
  );
}
