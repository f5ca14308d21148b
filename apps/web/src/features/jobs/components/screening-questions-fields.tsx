import { SCREENING_QUESTION_MAX, SCREENING_QUESTIONS_MAX } from '@skillora/shared/deal-rules';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/form-field';
import { InputField } from '../../../components/ui/text-fields';

type Props = {
  questions: string[];
  onChange: (questions: string[]) => void;
  /** The form's errors by path: `questions` for the list, `questions.<n>` for one. */
  errors: Record<string, string>;
};

/** Up to 5 screening questions each proposal must answer (issue 32); none unless the client adds one. */
export function ScreeningQuestionsFields({ questions, onChange, errors }: Props) {
  const set = (index: number, text: string) => onChange(questions.map((q, i) => (i === index ? text : q)));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-gray-800 dark:text-gray-200">
        Screening questions (optional)
      </legend>
      <p className="text-xs text-gray-700 dark:text-gray-300">
        Every proposal answers each question. Ask up to {SCREENING_QUESTIONS_MAX}.
      </p>
      {questions.map((question, index) => (
        // The list only grows at its end and shrinks by one remove; the index names the field.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className="flex items-end gap-2">
          <InputField
            label={`Question ${index + 1}`}
            name={`question-${index + 1}`}
            maxLength={SCREENING_QUESTION_MAX}
            error={errors[`questions.${index}`]}
            className="flex-1"
            value={question}
            onChange={(text) => set(index, text)}
          />
          <Button
            variant="secondary"
            aria-label={`Remove question ${index + 1}`}
            onClick={() => onChange(questions.filter((_, i) => i !== index))}
          >
            Remove
          </Button>
        </div>
      ))}
      <FieldError message={errors.questions} />
      {questions.length < SCREENING_QUESTIONS_MAX && (
        <Button variant="secondary" onClick={() => onChange([...questions, ''])}>
          Add a question
        </Button>
      )}
    </fieldset>
  );
}
