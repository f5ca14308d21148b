import { shareOf } from '@skillora/shared/money';
import { Money } from '../../../lib/money';
import { usePaymentTerms } from '../../contracts';

type ShareAfterFeeProps = {
  /** The bid as typed, in cents; nothing shows until it is an amount. */
  bidCents: number | undefined;
  isHourly: boolean;
};

/**
 * What the freelancer keeps of their bid once Skillora's service fee is taken, by the fee the API
 * books (`shareOf`, GET /api/payments/terms): "You'll receive $450.00 after Skillora's 10% service fee".
 */
export function ShareAfterFee({ bidCents, isHourly }: ShareAfterFeeProps) {
  const terms = usePaymentTerms().data?.data;
  if (!terms || bidCents === undefined || !Number.isSafeInteger(bidCents) || bidCents <= 0) return null;
  return (
    <span className="mt-1 block font-medium text-gray-800 dark:text-gray-200">
      You'll receive <Money cents={shareOf(bidCents, terms.serviceFeeBps)} currency={terms.currency} />
      {isHourly ? ' per hour' : ''} after Skillora's {terms.serviceFeePercent}% service fee
    </span>
  );
}
