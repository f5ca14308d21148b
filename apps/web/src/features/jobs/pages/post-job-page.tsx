import { useNavigate } from 'react-router';
import { PageShell } from '../../../components/ui/page-shell';
import { errorText } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSaveMyJob } from '../api/save-my-job';
import { JobAssistant } from '../components/job-assistant';
import { JobForm, type JobFormAction } from '../components/job-form';
import { emptyJobForm } from '../lib/job-form-values';

const ACTIONS: JobFormAction[] = [
  { intent: 'draft', label: 'Save as draft', busyLabel: 'Saving...', isDraft: true },
  { intent: 'publish', label: 'Publish job', busyLabel: 'Publishing...', isPrimary: true },
];

const pendingIntentOf = ({ isPending, variables }: ReturnType<typeof useSaveMyJob>) =>
  isPending && variables?.kind === 'create' ? (variables.fields.publish ? 'publish' : 'draft') : null;

/** /client/jobs/new: a draft to finish later, or published at once for freelancers to find. */
export function PostJobPage() {
  const navigate = useNavigate();
  const save = useSaveMyJob();
  return (
    <PageShell title="Post a job" back={{ to: '/client/jobs', label: 'My Jobs' }} width="narrow">
      <JobForm
        initial={emptyJobForm}
        header={(change) => <JobAssistant onApply={change} />}
        actions={ACTIONS}
        pendingIntent={pendingIntentOf(save)}
        serverError={save.error ? errorText(save.error, 'Failed to post the job') : null}
        onSubmit={(fields, intent) =>
          save.mutate(
            { kind: 'create', fields: { ...fields, publish: intent === 'publish' } },
            {
              onSuccess: ({ data, message }) => {
                toast.success(message);
                navigate(`/client/jobs/${data.id}`);
              },
            },
          )
        }
      />
    </PageShell>
  );
}
