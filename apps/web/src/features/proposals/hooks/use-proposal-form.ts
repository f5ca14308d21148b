import type { Budget, Proposal } from '@skillora/shared';
import type { JobDuration } from '@skillora/shared/constants';
import type { AttachmentRef } from '@skillora/shared/schemas/attachments';
import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { errorText } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/field-errors';
import { centsToDollars, dollarsToCents } from '../../../lib/money';
import { loadSharedSchemas, useSharedSchemas } from '../../../lib/shared-schemas';
import { toast } from '../../../lib/toast';
import { SEND_FAILED, useSendProposal } from '../api/send-proposal';
import { type ProposalSchema, proposalSchemaOf } from '../lib/proposal-schema';

export type ProposalFormValues = {
  coverLetter: string;
  bid: string;
  duration: JobDuration | '';
  /** One per screening question of the job (issue 32), in its order. */
  answers: string[];
  /** Uploaded files (issue 32); the form sends their ids. */
  attachments: AttachmentRef[];
};

export type ProposalJob = { id: string; budget: Budget | null; questions: string[] };

type Options = {
  job: ProposalJob;
  /** Given: the form edits it; otherwise it sends a new one. */
  proposal?: Proposal | undefined;
  onDone: () => void;
};

/**
 * The proposal form's state: the values as typed, each field's message from the API's own schema
 * (after a first try, they follow the user's corrections), and the server's answer.
 */
export function useProposalForm({ job, proposal, onDone }: Options) {
  const [values, setValues] = useState<ProposalFormValues>({
    coverLetter: proposal?.coverLetter ?? '',
    bid: proposal ? centsToDollars(proposal.bidCents) : '',
    duration: proposal?.duration ?? '',
    // An edit keeps the answers given when the job asks the same number of questions.
    answers: job.questions.map((_, i) => proposal?.answers[i]?.answer ?? ''),
    attachments: proposal?.attachments ?? [],
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [hasTried, setHasTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const schemas = useSharedSchemas();
  const schema = schemas && proposalSchemaOf(schemas, job.budget?.type ?? 'fixed');
  const send = useSendProposal();
  const failure = SEND_FAILED[proposal ? 'edit' : 'submit'];

  const check = (using: ProposalSchema, next: ProposalFormValues) =>
    using.safeParse({
      coverLetter: next.coverLetter,
      bidCents: dollarsToCents(next.bid),
      duration: next.duration || undefined,
      answers: next.answers,
      attachments: next.attachments.map((f) => f.id),
    });

  const change = (change: Partial<ProposalFormValues>) => {
    const next = { ...values, ...change };
    setValues(next);
    if (hasTried && schema) {
      const result = check(schema, next);
      setErrors(result.success ? {} : fieldErrors(result.error));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setHasTried(true);
    setServerError(null);
    const loaded = schemas ?? (await loadSharedSchemas().catch(() => null));
    if (!loaded) return setServerError(failure);
    const using = proposalSchemaOf(loaded, job.budget?.type ?? 'fixed');
    const result = check(using, values);
    if (!result.success) {
      // Committed at once, so the fields are marked when the first one to fix takes the focus: a frame
      // later was not always enough on a loaded machine.
      flushSync(() => setErrors(fieldErrors(result.error)));
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setErrors({});
    const fields = result.data;
    send.mutate(
      proposal
        ? { kind: 'edit', proposalId: proposal.id, fields }
        : { kind: 'submit', jobId: job.id, fields },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          onDone();
        },
        onError: (err) => setServerError(errorText(err, failure)),
      },
    );
  };

  return { values, errors, serverError, change, submit, formRef, isPending: send.isPending };
}
