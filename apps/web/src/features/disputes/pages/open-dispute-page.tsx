import type { DisputeReason, DisputeRequestKind } from '@skillora/shared';
import {
  CLIENT_DISPUTE_REASONS,
  DISPUTE_RESPONSE_DAYS,
  FREELANCER_DISPUTE_REASONS,
} from '@skillora/shared/dispute-rules';
import { contractsEndpoints } from '@skillora/shared/endpoints/contracts';
import { formatMoney } from '@skillora/shared/money';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field, FormError } from '../../../components/ui/form-field';
import { inputClass } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { PageShell } from '../../../components/ui/page-shell';
import { RadioChoices } from '../../../components/ui/radio-choices';
import { Spinner } from '../../../components/ui/spinner';
import { callApi, errorText } from '../../../lib/api-client';
import { Money } from '../../../lib/money';
import { contractsKey } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { attachEvidence, useOpenDispute } from '../api/disputes';
import { EvidencePicker } from '../components/evidence-picker';
import { DisputeReasonField } from '../components/reason-field';
import { releaseCentsOf, SettlementAmount } from '../components/settlement-amount';

type Side = 'client' | 'freelancer';

const REQUESTS: Record<Side, Array<{ value: DisputeRequestKind; label: string }>> = {
  client: [
    { value: 'refund', label: 'Refund all of it to me' },
    { value: 'split', label: 'Split it: release part, refund the rest' },
    { value: 'release', label: 'Release all of it to the freelancer' },
  ],
  freelancer: [
    { value: 'release', label: 'Release all of it to me' },
    { value: 'split', label: 'Split it: release part, refund the rest' },
    { value: 'refund', label: 'Refund all of it to the client' },
  ],
};

/**
 * /{client,freelancer}/contracts/:id/milestones/:milestoneId/dispute — a party disputes a milestone
 * whose money is in escrow (issue 25); `?request=refund` is the client's "Ask for a refund".
 */
export function OpenDisputePage({ side }: { side: Side }) {
  const { id = '', milestoneId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const contract = useQuery({
    queryKey: [...contractsKey, 'one', id],
    queryFn: () =>
      callApi(contractsEndpoints.get, { params: { id }, fallbackError: 'Failed to load the contract' }),
  });
  const open = useOpenDispute(id, milestoneId);
  const reasons = side === 'client' ? CLIENT_DISPUTE_REASONS : FREELANCER_DISPUTE_REASONS;
  const [reason, setReason] = useState<DisputeReason>(reasons[0]);
  const asked = search.get('request');
  const [request, setRequest] = useState<DisputeRequestKind>(
    asked === 'refund' || asked === 'release' || asked === 'split' ? asked : REQUESTS[side][0]!.value,
  );
  const [release, setRelease] = useState('');
  const [statement, setStatement] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [isAttaching, setIsAttaching] = useState(false);
  const [error, setError] = useState('');
  const back = { to: `/${side}/contracts/${id}`, label: 'Back to the contract' };

  if (contract.isPending) return <Spinner label="Loading the contract" />;
  const milestone = contract.data?.data.milestones.find((m) => m.id === milestoneId);
  if (contract.isError || !milestone) {
    return (
      <PageShell title="Open a dispute" back={back}>
        <LoadError
          error={contract.error}
          fallback="Milestone not found"
          onRetry={() => void contract.refetch()}
        />
      </PageShell>
    );
  }
  const held = milestone.amountCents;
  const submit = () => {
    const releaseCents = releaseCentsOf(release, held);
    if (request === 'split' && releaseCents === null) {
      setError(`Enter the amount to release, from $0.00 to ${formatMoney(held)}`);
      return;
    }
    open.mutate(
      { reason, request, statement, ...(request === 'split' ? { amountCents: releaseCents! } : {}) },
      {
        onSuccess: async (answer) => {
          const disputeId = answer.data.id;
          if (files.length > 0) {
            // The dispute stands without them: a failed upload is said, and can be tried again there.
            setIsAttaching(true);
            await attachEvidence(disputeId, files).then(
              () => undefined,
              (err: unknown) =>
                toast.error(`The files were not attached: ${errorText(err, 'Failed to attach the files')}`),
            );
          }
          toast.success('Dispute opened');
          void navigate(`/${side}/disputes/${disputeId}`);
        },
        onError: (err) => setError(errorText(err, 'Failed to open the dispute')),
      },
    );
  };

  return (
    <PageShell title="Open a dispute" back={back} width="narrow">
      <p className="text-sm">
        Milestone <strong>{milestone.title}</strong> of <strong>{contract.data.data.title}</strong>:{' '}
        <Money cents={held} /> in escrow. While the dispute is open the money stays in escrow. The other party
        has {DISPUTE_RESPONSE_DAYS} days to answer; without an answer, your request is granted.
      </p>
      <form
        className="mt-6 space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DisputeReasonField reasons={reasons} value={reason} onChange={setReason} />
        <RadioChoices
          legend="What do you ask for?"
          name="request"
          choices={REQUESTS[side]}
          value={request}
          onChange={setRequest}
        />
        {request === 'split' && (
          <SettlementAmount
            value={release}
            onChange={setRelease}
            heldCents={held}
            currency={milestone.currency}
          />
        )}
        <Field
          label="Your statement"
          hint="What happened, and why you ask for this (at least 20 characters)."
        >
          {(c) => (
            <textarea
              {...c}
              rows={6}
              className={inputClass}
              value={statement}
              onChange={(e) => setStatement(e.target.value)}
            />
          )}
        </Field>
        <EvidencePicker files={files} onChange={setFiles} onError={setError} />
        <FormError message={error} />
        <Button type="submit" disabled={open.isPending || isAttaching}>
          {open.isPending || isAttaching ? 'Opening...' : 'Open dispute'}
        </Button>
      </form>
    </PageShell>
  );
}
