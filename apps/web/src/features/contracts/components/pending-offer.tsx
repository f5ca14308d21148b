import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorText } from '../../../lib/api-client';
import { Money } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { useWithdrawOffer } from '../api/offers';

/**
 * In place of 'Hire' while the client's offer waits for the freelancer (issue 15: the client can
 * withdraw it while pending); once withdrawn, the card offers 'Hire' again.
 */
export function PendingOffer({
  offer,
  freelancerName,
}: {
  offer: { id: string; totalCents: number; madeBy: 'client' | 'freelancer' };
  freelancerName: string;
}) {
  const withdraw = useWithdrawOffer();
  const [isConfirming, setIsConfirming] = useState(false);
  const confirm = () =>
    // mutateAsync: the refreshed card drops this component before mutate's callbacks would run.
    withdraw.mutateAsync(offer.id).then(
      () => toast.success('Offer withdrawn'),
      (err) => {
        setIsConfirming(false);
        toast.error(errorText(err, 'Failed to withdraw the offer'));
      },
    );

  return (
    <>
      <p className="self-center text-sm">
        <span className="font-semibold">
          {offer.madeBy === 'client' ? 'Offer sent' : `${freelancerName} sent a counter-offer`}
        </span>{' '}
        <span className="text-gray-700 dark:text-gray-300">
          · <Money cents={offer.totalCents} /> · waiting for{' '}
          {offer.madeBy === 'client' ? `${freelancerName}’s` : 'your'} answer ·{' '}
          <Link className="font-semibold underline" to={`/client/offers/${offer.id}`}>
            open the offer
          </Link>
        </span>
      </p>
      {offer.madeBy === 'client' && (
        <Button variant="secondary" disabled={withdraw.isPending} onClick={() => setIsConfirming(true)}>
          Withdraw offer
        </Button>
      )}
      <ConfirmDialog
        open={isConfirming}
        title={`Withdraw your offer to ${freelancerName}?`}
        description="They will no longer be able to accept it. You can send a new offer afterwards."
        confirmLabel="Withdraw offer"
        busyLabel="Withdrawing..."
        cancelLabel="Keep offer"
        isPending={withdraw.isPending}
        onConfirm={confirm}
        onClose={() => setIsConfirming(false)}
      />
    </>
  );
}
