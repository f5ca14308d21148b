import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useOpenConversation } from '../api/conversations';

/**
 * 'Message' on a proposal or a contract: opens (or finds) the job's conversation between its client
 * and the freelancer, and goes there in the viewer's area. `name` is the other party's.
 */
export function MessageButton({
  jobId,
  freelancerId,
  name,
  side = 'client',
}: {
  jobId: string;
  freelancerId: string;
  name: string;
  side?: 'client' | 'freelancer';
}) {
  const open = useOpenConversation();
  const navigate = useNavigate();
  return (
    <Button
      variant="secondary"
      aria-label={`Message ${name}`}
      disabled={open.isPending}
      onClick={() =>
        open.mutate(
          { jobId, freelancerId },
          {
            onSuccess: ({ data }) => navigate(`/${side}/messages/${data.id}`),
            onError: (err) => toast.error(errorText(err, 'Failed to open the conversation')),
          },
        )
      }
    >
      Message
    </Button>
  );
}
