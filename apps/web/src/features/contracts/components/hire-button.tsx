import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../lib/toast';
import { useCreateOffer } from '../api/offers';
import { OfferForm } from './offer-form';

/** 'Hire' on a proposal: opens the offer form (issue 15). */
export function HireButton(props: {
  proposalId: string;
  freelancerName: string;
  title: string;
  bidCents: number;
  budgetType?: 'fixed' | 'hourly';
}) {
  const [open, setOpen] = useState(false);
  const create = useCreateOffer(props.proposalId);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Hire</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={`Hire ${props.freelancerName}`}>
        <OfferForm
          send={create.mutateAsync}
          isSending={create.isPending}
          title={props.title}
          bidCents={props.bidCents}
          {...(props.budgetType ? { budgetType: props.budgetType } : {})}
          onSent={() => {
            setOpen(false);
            toast.success('Offer sent');
          }}
        />
      </Dialog>
    </>
  );
}
