import type { CreateReviewRequest } from '@skillora/shared';
import { REVIEW_COMMENT_MAX, type ReviewCriterion } from '@skillora/shared/review-rules';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, FormError } from '../../../components/ui/form-field';
import { inputClass } from '../../../components/ui/input';
import { errorText } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCreateReview } from '../api/create-review';
import { StarRatingInput } from './star-rating-input';
import { WouldWorkAgainInput } from './would-work-again-input';

type ReviewFormProps = {
  contractId: string;
  /** The person reviewed, by name. */
  name: string;
  criteria: readonly ReviewCriterion[];
  labelOf: (criterion: string) => string;
};

type Errors = Partial<Record<ReviewCriterion | 'overall' | 'comment' | 'wouldWorkAgain', string>>;

const count = (n: number) => n.toLocaleString('en-US');

/** The review of the other party: stars per criterion, overall, a public comment and the private answer. */
export function ReviewForm({ contractId, name, criteria, labelOf }: ReviewFormProps) {
  const create = useCreateReview(contractId);
  const [ratings, setRatings] = useState<Partial<Record<ReviewCriterion, number>>>({});
  const [overall, setOverall] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [wouldWorkAgain, setWouldWorkAgain] = useState<boolean | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState('');

  const check = (): Errors => {
    const found: Errors = {};
    for (const c of criteria) if (!ratings[c]) found[c] = `Rate ${labelOf(c).toLowerCase()}`;
    if (overall === null) found.overall = 'Give an overall rating';
    if (comment.trim() === '') found.comment = 'Write a comment';
    if (wouldWorkAgain === null) found.wouldWorkAgain = 'Say whether you would work with them again';
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setServerError('');
    if (Object.keys(found).length > 0 || overall === null || wouldWorkAgain === null) return;
    const body: CreateReviewRequest = {
      ratings: Object.fromEntries(criteria.map((c) => [c, ratings[c]])) as CreateReviewRequest['ratings'],
      overall,
      comment,
      wouldWorkAgain,
    };
    create.mutate(body, {
      onSuccess: () => toast.success('Review sent'),
      onError: (err) => setServerError(errorText(err, 'Failed to send the review')),
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={`Your review of ${name}`} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {criteria.map((c) => (
          <StarRatingInput
            key={c}
            label={labelOf(c)}
            value={ratings[c] ?? null}
            onChange={(stars) => setRatings((r) => ({ ...r, [c]: stars }))}
            error={errors[c]}
          />
        ))}
      </div>
      <StarRatingInput label="Overall rating" value={overall} onChange={setOverall} error={errors.overall} />
      <Field
        label="Public comment"
        error={errors.comment}
        hint={`Public, with your name, once both reviews are in. ${count(comment.length)} / ${count(REVIEW_COMMENT_MAX)} characters.`}
      >
        {(control) => (
          <textarea
            {...control}
            rows={5}
            maxLength={REVIEW_COMMENT_MAX}
            className={inputClass}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
        )}
      </Field>
      <WouldWorkAgainInput
        value={wouldWorkAgain}
        onChange={setWouldWorkAgain}
        error={errors.wouldWorkAgain}
      />
      <FormError message={serverError} />
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Sending...' : 'Send review'}
      </Button>
    </form>
  );
}
