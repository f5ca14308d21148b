import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/api-client';
import { marketplaceKey } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { useInviteFreelancer } from '../api/invite-freelancer';

type InviteToThisJobButtonProps = {
  jobId: string;
  freelancerId: string;
  /** The id of the element naming the freelancer: the button's description. */
  describedBy: string;
};

/**
 * 'Invite to job' in one click, where the job is already chosen (a job's Suggested tab): the same
 * invitation as the profile's button, without a note.
 */
export function InviteToThisJobButton({ jobId, freelancerId, describedBy }: InviteToThisJobButtonProps) {
  const invite = useInviteFreelancer();
  const queryClient = useQueryClient();
  return (
    <Button
      variant="secondary"
      disabled={invite.isPending}
      aria-describedby={describedBy}
      onClick={() =>
        invite.mutate(
          { jobId, body: { freelancerId } },
          {
            onSuccess: (res) => {
              toast.success(res.message);
              void queryClient.invalidateQueries({ queryKey: marketplaceKey });
            },
            onError: (err) => toast.error(errorText(err, 'Failed to send the invitation')),
          },
        )
      }
    >
      {invite.isPending ? 'Inviting…' : 'Invite to job'}
    </Button>
  );
}
