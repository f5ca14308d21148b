import type { ContractReviews } from '@skillora/shared';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-field';
import { TitledSection } from '../../../components/ui/titled-section';
import { errorText } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { ReportButton } from '../../reports';
import { useContractReviews } from '../api/get-contract-reviews';
import { ReplyForm } from './reply-form';
import { ReviewCard } from './review-card';
import { ReviewForm } from './review-form';
import { criteriaFor, criterionLabel } from './review-words';

type Props = {
  contractId: string;
  /** The other party's name: the person this side reviews. */
  otherName: string;
  /** The viewer's own name, for the reply under the review about them. */
  ownName: string;
};

const card = 'mt-8 rounded-xl bg-white p-5 ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800';
const note = 'mt-3 text-sm text-gray-800 dark:text-gray-200';

/**
 * "Review" on an ended contract's page, either side: the form while the window is open, then one's
 * own review alone (blind), then both once revealed, with the reply to the review about oneself.
 */
export function ContractReviewsSection({ contractId, otherName, ownName }: Props) {
  const reviews = useContractReviews(contractId);
  if (reviews.isPending) {
    return (
      <p role="status" className="mt-8 text-sm">
        Loading the reviews...
      </p>
    );
  }
  if (reviews.isError) {
    return (
      <div className={card}>
        <FormError message={errorText(reviews.error, 'Failed to load the reviews')} />
        <Button variant="secondary" className="mt-3" onClick={() => void reviews.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { data, window: w } = reviews.data;
  if (w.state === 'not_reviewable') {
    return w.reason ? (
      <TitledSection id="review-title" title="Review" className={card}>
        <p className={note}>{w.reason}</p>
      </TitledSection>
    ) : null;
  }
  const mine = data.find((r) => r.by === w.side);
  const theirs = data.find((r) => r.by !== w.side);
  return (
    <TitledSection id="review-title" title="Review" className={card}>
      {w.state === 'open' ? (
        <OpenWindow contractId={contractId} reviews={reviews.data} otherName={otherName} />
      ) : (
        <div className="mt-3 space-y-4">
          {w.revealedAt && (
            <p className={note}>
              Both reviews are shown since <time dateTime={w.revealedAt}>{formatDate(w.revealedAt)}</time>.
            </p>
          )}
          {mine ? (
            <ReviewCard review={mine} title={`Your review of ${otherName}`} replyFrom={otherName} />
          ) : (
            <p className={note}>You did not review {otherName}.</p>
          )}
          {theirs ? (
            <ReviewCard review={theirs} title={`${otherName}’s review of you`} replyFrom={ownName}>
              {!theirs.reply && !theirs.hidden && <ReplyForm contractId={contractId} reviewId={theirs.id} />}
              {!theirs.hidden && (
                <ReportButton
                  subjectType="review"
                  subjectId={theirs.id}
                  what={`${otherName}’s review of you`}
                  className="mt-2"
                />
              )}
            </ReviewCard>
          ) : (
            <p className={note}>{otherName} did not review you.</p>
          )}
        </div>
      )}
    </TitledSection>
  );
}

/** Within the window: the form, or one's own review and when the other's will show. */
function OpenWindow({
  contractId,
  reviews: { data, window: w },
  otherName,
}: {
  contractId: string;
  reviews: ContractReviews;
  otherName: string;
}) {
  const mine = data.find((r) => r.by === w.side);
  const closes = w.closesAt ? (
    <time dateTime={w.closesAt}>{formatDate(w.closesAt)}</time>
  ) : (
    'the end of the review window'
  );
  if (mine) {
    return (
      <div className="mt-3 space-y-4">
        <ReviewCard review={mine} title={`Your review of ${otherName}`} replyFrom={otherName} />
        <p role="status" className={note}>
          {otherName}’s review of you shows when both reviews are in, or when the review window closes on{' '}
          {closes}.
        </p>
      </div>
    );
  }
  if (!w.canReview) return <p className={note}>You can no longer review this contract.</p>;
  return (
    <>
      <p className={note}>
        How was working with {otherName}? Rate each point from 1 to 5 stars. Neither of you sees the other’s
        review until both are in, or until the window closes on {closes}.
      </p>
      {w.otherHasReviewed && (
        <p className={`${note} font-medium`}>{otherName} has reviewed you: send yours to see theirs.</p>
      )}
      <div className="mt-4">
        <ReviewForm
          contractId={contractId}
          name={otherName}
          criteria={criteriaFor(w.reviews, w.criteria)}
          labelOf={criterionLabel}
        />
      </div>
    </>
  );
}
