import type { Contract } from '@skillora/shared';
import { formatMoney } from '@skillora/shared/money';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorText } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useEndContract } from '../api/contracts';

/** What ending the contract does, in money: what was paid, and the unfunded milestones it cancels. */
function endingText(c: Contract) {
  const name = c.freelancer.name;
  const unfunded = c.milestones.filter((m) => m.status === 'pending' || m.status === 'proposed');
  const unfundedCents = unfunded.reduce((sum, m) => sum + m.amountCents, 0);
  const cancels =
    unfunded.length === 0
      ? ''
      : unfunded.length === 1
        ? ` Its unfunded milestone (${formatMoney(unfundedCents)}) is cancelled.`
        : ` Its ${unfunded.length} unfunded milestones (${formatMoney(unfundedCents)}) are cancelled.`;
  return `${formatMoney(c.summary.releasedCents)} was released to ${name} in all.${cancels} Nothing more can be funded or submitted, and ${name} is told. This cannot be undone.`;
}

/**
 * The client's End contract, confirmed first (issue 31: it cancels the unfunded milestones); refused
 * while money is held in escrow (the server says so).
 */
export function EndContractButton({ contract }: { contract: Contract }) {
  const end = useEndContract(contract.id);
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <>
      <Button variant="secondary" disabled={end.isPending} onClick={() => setIsConfirming(true)}>
        End contract
      </Button>
      <ConfirmDialog
        open={isConfirming}
        title={`End your contract with ${contract.freelancer.name}?`}
        description={endingText(contract)}
        confirmLabel="End contract"
        busyLabel="Ending..."
        cancelLabel="Cancel"
        isPending={end.isPending}
        onConfirm={() =>
          // The toast is said before the refetch removes this button (a mutate callback would not run then).
          end.mutate(undefined, {
            onError: (err) => {
              setIsConfirming(false);
              toast.error(errorText(err, 'Failed to end the contract'));
            },
          })
        }
        onClose={() => setIsConfirming(false)}
      />
    </>
  );
}
