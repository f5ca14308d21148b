import { Link } from 'react-router';
import {
  Cell,
  HeaderCell,
  MessageRow,
  Row,
  Table,
  TableBody,
  TableHead,
} from '../../../../components/ui/table';
import { errorText } from '../../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { Money } from '../../../../lib/money';
import { PageHeader } from '../../../admin';
import { useAdminDisputes } from '../../api/disputes';
import { DISPUTE_STATUS_LABELS, deadlineOwner } from '../../components/dispute-words';

/** /admin/disputes: the queue, active disputes by nearest deadline first, then the ended ones (the API's order). */
export function AdminDisputesPage() {
  const disputes = useAdminDisputes();
  const rows = disputes.data?.data ?? [];
  return (
    <>
      <PageHeader
        title="Disputes"
        subtitle="Active disputes by nearest deadline, then the ended ones; open one to decide it."
      />
      <Table caption="Disputes" minWidth="min-w-[56rem]">
        <TableHead>
          <tr>
            <HeaderCell>Contract</HeaderCell>
            <HeaderCell>Milestone</HeaderCell>
            <HeaderCell className="text-right">In dispute</HeaderCell>
            <HeaderCell>Status</HeaderCell>
            <HeaderCell>Next deadline</HeaderCell>
            <HeaderCell>Opened</HeaderCell>
          </tr>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <MessageRow columns={6}>
              {disputes.isPending
                ? 'Loading...'
                : disputes.isError
                  ? errorText(disputes.error, 'Failed to load the disputes')
                  : 'No disputes'}
            </MessageRow>
          )}
          {rows.map((d) => (
            <Row key={d.id}>
              <Cell>
                <Link
                  to={`/admin/disputes/${d.id}`}
                  className="font-medium text-brand-700 hover:underline dark:text-brand-100"
                >
                  {d.contractTitle}
                </Link>
              </Cell>
              <Cell>{d.milestoneTitle}</Cell>
              <Cell className="text-right">
                <Money cents={d.heldCents} currency={d.currency} />
              </Cell>
              <Cell>{DISPUTE_STATUS_LABELS[d.status]}</Cell>
              <Cell>
                {d.nextDeadline ? (
                  <>
                    {deadlineOwner(d.nextDeadline.of)}{' '}
                    <time dateTime={d.nextDeadline.at}>{formatDateTime(d.nextDeadline.at)}</time>
                  </>
                ) : (
                  '—'
                )}
              </Cell>
              <Cell className="whitespace-nowrap">
                <time dateTime={d.createdAt}>{formatDate(d.createdAt)}</time>
              </Cell>
            </Row>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
