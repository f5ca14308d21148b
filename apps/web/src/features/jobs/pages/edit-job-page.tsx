import { useNavigate, useParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageShell } from '../../../components/ui/page-shell';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useMyJob } from '../api/get-my-job';
import { useSaveMyJob } from '../api/save-my-job';
import { JobForm } from '../components/job-form';
import { Refusal } from '../components/refusal';
import { jobFormFrom } from '../lib/job-form-values';

/** /client/jobs/:id/edit: the same form, filled in; the job keeps its status. */
export function EditJobPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const job = useMyJob(id);
  const save = useSaveMyJob();
  if (job.isPending) return <Spinner />;
  if (job.error)
    return <LoadError error={job.error} fallback="Failed to load the job" onRetry={job.refetch} />;
  const back = { to: `/client/jobs/${id}`, label: 'Back to the job' };
  if (job.data.status === 'closed') {
    return (
      <PageShell title="Edit job" back={back} width="narrow">
        <Refusal message="A closed job cannot be edited. Reopen it first." />
      </PageShell>
    );
  }
  return (
    <PageShell title="Edit job" back={back} width="narrow">
      <JobForm
        initial={jobFormFrom(job.data)}
        actions={[
          {
            intent: 'save',
            label: 'Save changes',
            busyLabel: 'Saving...',
            isPrimary: true,
            // A draft stays a draft: it may still be incomplete; a published job may not.
            isDraft: job.data.status === 'draft',
          },
        ]}
        pendingIntent={save.isPending ? 'save' : null}
        serverError={save.error ? errorText(save.error, 'Failed to update the job') : null}
        onSubmit={(fields) =>
          save.mutate(
            { kind: 'edit', id, fields },
            {
              onSuccess: ({ message }) => {
                toast.success(message);
                navigate(`/client/jobs/${id}`);
              },
            },
          )
        }
      />
    </PageShell>
  );
}
