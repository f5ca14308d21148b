import type { ContractRow } from '@skillora/shared';
import { Link } from 'react-router';
import { useDisputeCheck } from '../../disputes';
import { useContract, useContracts } from '../api/contracts';
import { freelancerNextStep } from '../lib/next-step';
import { PartLoadError } from './part-load-error';

const SHOWN = 5;
const linkClass = 'font-semibold text-brand-700 hover:underline dark:text-brand-100';

/**
 * A freelancer's active contracts, newest first, each with what it waits for next ("Submit work on
 * “Design”"). The first few only; the contracts page lists them all.
 */
export function ActiveContractSteps() {
  const contracts = useContracts('active');
  const rows = contracts.data?.data;
  if (contracts.isError)
    return (
      <PartLoadError
        error={contracts.error}
        fallback="Failed to load your contracts"
        onRetry={() => void contracts.refetch()}
      />
    );
  if (!rows) return <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">Loading your contracts…</p>;
  if (rows.length === 0)
    return (
      <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">
        No active contracts yet. When a client hires you, your contracts and what to do next show here.{' '}
        <Link to="/freelancer/jobs" className={linkClass}>
          Find work
        </Link>
      </p>
    );
  return (
    <>
      <ul className="mt-3 divide-y divide-gray-100 dark:divide-gray-800">
        {rows.slice(0, SHOWN).map((row) => (
          <ContractStep key={row.id} row={row} />
        ))}
      </ul>
      <Link to="/freelancer/contracts" className={`mt-3 inline-block text-sm ${linkClass}`}>
        {rows.length > SHOWN ? `See all ${rows.length} active contracts` : 'See my contracts'}
      </Link>
    </>
  );
}

/** One contract and its next step, read from the contract itself (the list has no milestones). */
function ContractStep({ row }: { row: ContractRow }) {
  const contract = useContract(row.id);
  const isInDispute = useDisputeCheck();
  const step = contract.data && freelancerNextStep(contract.data.data.milestones, isInDispute);
  return (
    <li className="py-3 [overflow-wrap:anywhere]">
      <Link to={`/freelancer/contracts/${row.id}`} className={linkClass}>
        {row.title}
      </Link>
      <span className="text-sm text-gray-700 dark:text-gray-300"> · {row.client.name}</span>
      {step && (
        <p
          className={`mt-1 text-sm ${step.isYours ? 'font-semibold text-gray-900 dark:text-white' : 'text-gray-700 dark:text-gray-300'}`}
        >
          {step.text}
        </p>
      )}
    </li>
  );
}
