import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/api-client';
import { useEndContract } from '../api/contracts';

/** The client's End contract: refused while money is held in escrow (the server says so). */
export function EndContractButton({ contractId }: { contractId: string }) {
  const end = useEndContract(contractId);
  return (
    <Button
      variant="secondary"
      disabled={end.isPending}
      onClick={() =>
        // The toast is said before the refetch removes this button (a mutate callback would not run then).
        end.mutate(undefined, {
          onError: (err) => toast.error(errorText(err, 'Failed to end the contract')),
        })
      }
    >
      End contract
    </Button>
  );
}
