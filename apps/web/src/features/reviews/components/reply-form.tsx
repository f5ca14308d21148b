import { REVIEW_REPLY_MAX } from '@skillora/shared/review-rules';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, FormError } from '../../../components/ui/form-field';
import { inputClass } from '../../../components/ui/input';
import { errorText } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useReplyToReview } from '../api/reply-to-review';

const count = (n: number) => n.toLocaleString('en-US');

/** The reviewed person's one public reply, under the review about them. */
export function ReplyForm({ contractId, reviewId }: { contractId: string; reviewId: string }) {
  const send = useReplyToReview(contractId);
  const [reply, setReply] = useState('');
  const [error, setError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reply.trim() === '') {
      setError('Write a reply');
      return;
    }
    setError('');
    send.mutate(
      { reviewId, reply },
      {
        onSuccess: () => toast.success('Reply posted'),
        onError: (err) => setError(errorText(err, 'Failed to post the reply')),
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="mt-4">
      <Field
        label="Your public reply"
        hint={`You can reply once; it shows under the review. ${count(reply.length)} / ${count(REVIEW_REPLY_MAX)} characters.`}
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={REVIEW_REPLY_MAX}
            className={inputClass}
            value={reply}
            onChange={(e) => setReply(e.target.value)}
          />
        )}
      </Field>
      <FormError message={error} className="mt-2" />
      <Button type="submit" variant="secondary" className="mt-3" disabled={send.isPending}>
        {send.isPending ? 'Posting...' : 'Post reply'}
      </Button>
    </form>
  );
}
