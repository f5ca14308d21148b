import type { Milestone, PaymentNextAction, TestPaymentMethod } from '@skillora/shared';
import type { AttachmentRef } from '@skillora/shared/schemas/attachments';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AttachmentPicker } from '../../../components/attachments/attachment-picker';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/form-field';
import { inputClass } from '../../../components/ui/input';
import { errorText } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { Money } from '../../../lib/money';
import { MilestoneDispute, useIsInDispute } from '../../disputes';
import { type MilestoneMove, useMilestoneAction } from '../api/contracts';
import {
  AUTHENTICATION_UNAVAILABLE,
  authenticateWithStripe,
  cardAuthenticationOf,
} from '../lib/card-authentication';
import { MILESTONE_LABELS, TEST_CARDS } from './milestone-labels';
import { MilestoneMoneyDialog, type MoneyMove } from './milestone-money-dialog';
import { SubmittedWork } from './submitted-work';

type Side = 'client' | 'freelancer';

const cardOf = (value: string) => TEST_CARDS.find((c) => c.value === value)?.value;

/** One milestone with its state, dates and money, and the moves this side may make now. */
export function MilestoneItem({
  contractId,
  milestone: m,
  side,
  otherName,
}: {
  contractId: string;
  milestone: Milestone;
  side: Side;
  /** The other party's name: who a release or a refund pays. */
  otherName: string;
}) {
  const act = useMilestoneAction(contractId);
  const [confirming, setConfirming] = useState<MoneyMove | null>(null);
  const [card, setCard] = useState<TestPaymentMethod>(TEST_CARDS[0].value);
  const [message, setMessage] = useState('');
  const [links, setLinks] = useState('');
  const [files, setFiles] = useState<AttachmentRef[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const navigate = useNavigate();
  const location = useLocation();
  const run = (move: MilestoneMove) =>
    act.mutate(
      { milestoneId: m.id, ...move },
      {
        onSuccess: (answer) => {
          // The card needs 3-D Secure (issue 28): the payment waits for the cardholder's challenge.
          const auth = cardAuthenticationOf(
            'nextAction' in answer ? (answer.nextAction as PaymentNextAction | undefined) : undefined,
          );
          if (auth?.by === 'sandbox') {
            navigate(`${auth.url}?return=${encodeURIComponent(location.pathname)}`);
            return;
          }
          setNotice('');
          setError(auth?.by === 'unavailable' ? AUTHENTICATION_UNAVAILABLE : '');
          if (auth?.by === 'stripe')
            void authenticateWithStripe(auth).then(({ ok, text }) => (ok ? setNotice(text) : setError(text)));
          setMessage('');
          setLinks('');
          setFiles([]);
          setConfirming(null);
        },
        onError: (err) => {
          setError(errorText(err, 'Failed to update the milestone'));
          setConfirming(null);
        },
      },
    );
  // A dispute holds the money: the milestone's own moves wait until it ends (issue 25).
  const inDispute = useIsInDispute(m.id);
  const inEscrow = m.status === 'funded' || m.status === 'submitted' || m.status === 'changes_requested';
  const needsMessage =
    !inDispute &&
    ((side === 'freelancer' && inEscrow && m.status !== 'submitted') ||
      (side === 'client' && m.status === 'submitted'));

  return (
    <li
      aria-label={`Milestone ${m.position}: ${m.title}`}
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="min-w-0 font-semibold">
          {m.position}. {m.title}
        </h3>
        <span className="text-sm font-semibold">{MILESTONE_LABELS[m.status]}</span>
      </div>
      <p className="mt-2 text-sm">
        <Money cents={m.amountCents} /> · fee <Money cents={m.feeCents} /> · freelancer receives{' '}
        <Money cents={m.receiveCents} />
        {m.dueDate && <> · due {m.dueDate}</>}
      </p>
      <SubmittedWork milestone={m} />
      {m.changesNote && m.status === 'changes_requested' && (
        <p className="mt-2 text-sm">Changes requested: {m.changesNote}</p>
      )}
      {m.autoReleaseAt && (
        <p className="mt-2 text-sm">
          Released automatically on <time dateTime={m.autoReleaseAt}>{formatDate(m.autoReleaseAt)}</time>{' '}
          unless the client acts.
        </p>
      )}
      {needsMessage && (
        <Field
          label={
            side === 'freelancer' ? 'Message about your work' : 'What should change (to request changes)'
          }
          className="mt-3"
        >
          {(c) => (
            <textarea
              {...c}
              rows={2}
              className={inputClass}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
          )}
        </Field>
      )}
      {needsMessage && side === 'freelancer' && (
        <>
          <Field label="Links (one a line, optional)" className="mt-3">
            {(c) => (
              <textarea
                {...c}
                rows={2}
                className={inputClass}
                value={links}
                onChange={(e) => setLinks(e.target.value)}
              />
            )}
          </Field>
          <div className="mt-3">
            <AttachmentPicker
              purpose="submission"
              label="Files of your work"
              value={files}
              onChange={setFiles}
              onBusy={setUploading}
            />
          </div>
        </>
      )}
      {!inDispute && (
        <div className="mt-3 flex flex-wrap items-end gap-2">
          {side === 'client' && m.status === 'pending' && (
            <>
              <Field label="Card (test mode)">
                {(c) => (
                  <select
                    {...c}
                    className={inputClass}
                    value={card}
                    onChange={(e) => setCard(cardOf(e.target.value) ?? card)}
                  >
                    {TEST_CARDS.map((t) => (
                      <option key={t.value} value={t.value}>
                        {t.label}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Button
                disabled={act.isPending}
                onClick={() => run({ action: 'fund', body: { paymentMethod: card } })}
              >
                Fund <Money cents={m.amountCents} />
              </Button>
            </>
          )}
          {side === 'client' && m.status === 'pending' && (
            <Button variant="ghost" disabled={act.isPending} onClick={() => run({ action: 'cancel' })}>
              Cancel milestone
            </Button>
          )}
          {side === 'client' && m.status === 'proposed' && (
            <Button variant="ghost" disabled={act.isPending} onClick={() => run({ action: 'cancel' })}>
              Withdraw proposal
            </Button>
          )}
          {side === 'freelancer' && m.status === 'proposed' && (
            <>
              <Button disabled={act.isPending} onClick={() => run({ action: 'accept' })}>
                Accept milestone
              </Button>
              <Button variant="secondary" disabled={act.isPending} onClick={() => run({ action: 'decline' })}>
                Decline milestone
              </Button>
            </>
          )}
          {side === 'client' &&
            (m.status === 'submitted' || m.status === 'changes_requested' || m.status === 'funded') && (
              <Button disabled={act.isPending} onClick={() => setConfirming('approve')}>
                Approve and release
              </Button>
            )}
          {side === 'client' && m.status === 'submitted' && (
            <Button
              variant="secondary"
              disabled={act.isPending}
              onClick={() => run({ action: 'request-changes', body: { message } })}
            >
              Request changes
            </Button>
          )}
          {side === 'freelancer' && (m.status === 'funded' || m.status === 'changes_requested') && (
            <Button
              disabled={act.isPending || uploading}
              onClick={() =>
                run({
                  action: 'submit',
                  body: {
                    message,
                    links: links
                      .split('\n')
                      .map((l) => l.trim())
                      .filter(Boolean),
                    attachments: files.map((f) => f.id),
                  },
                })
              }
            >
              Submit work
            </Button>
          )}
          {side === 'freelancer' && m.status === 'funded' && (
            <Button variant="secondary" disabled={act.isPending} onClick={() => setConfirming('refund')}>
              Refund to the client
            </Button>
          )}
        </div>
      )}
      <MilestoneMoneyDialog
        move={confirming}
        milestone={m}
        otherName={otherName}
        isPending={act.isPending}
        onConfirm={(action) => run({ action })}
        onClose={() => setConfirming(null)}
      />
      <MilestoneDispute contractId={contractId} milestone={m} side={side} />
      {notice && (
        <p role="status" className="mt-2 text-sm">
          {notice}
        </p>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </li>
  );
}
