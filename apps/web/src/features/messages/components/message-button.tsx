import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/api-client';
import { useOpenConversation } from '../api/conversations';

/** 'Message' on a proposal: opens (or finds) the conversation with its freelancer and goes there. */
export function MessageButton({
  jobId,
  freelancerId,
  name,
}: {
  jobId: string;
  freelancerId: string;
  name: string;
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
            onSuccess: ({ data }) => navigate(`/client/messages/${data.id}`),
            onError: (err) => toast.error(errorText(err, 'Failed to open the conversation')),
          },
        )
      }
    >
      Message
    </Button>
  );
}
