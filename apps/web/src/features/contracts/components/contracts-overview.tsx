import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Money } from '../../../lib/money';
import { useContracts } from '../api/contracts';

/**
 * The client's active contracts on the home Overview: a count and the money in escrow. With
 * `whenNone`, it shows that instead when there are none (and nothing when there are some).
 */
export function ContractsOverview({ whenNone }: { whenNone?: ReactNode }) {
  const contracts = useContracts('active');
  if (!contracts.data) return null;
  const rows = contracts.data.data;
  if (whenNone !== undefined) return rows.length === 0 ? whenNone : null;
  if (rows.length === 0) return null;
  const inEscrow = rows.reduce((sum, c) => sum + c.summary.inEscrowCents, 0);
  return (
    <p className="mt-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800">
      <Link
        to="/client/contracts"
        className="font-semibold text-brand-700 hover:underline dark:text-brand-100"
      >
        {rows.length} active contract{rows.length === 1 ? '' : 's'}
      </Link>{' '}
      · <Money cents={inEscrow} /> in escrow
    </p>
  );
}
