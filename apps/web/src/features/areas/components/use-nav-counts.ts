import { usePendingOfferCount } from '../../contracts';
import type { AreaConfig } from '../config/area-config';

/** The counts shown next to an area's links, by path: the freelancer's offers waiting for an answer. */
export function useNavCounts(area: AreaConfig): Record<string, number | undefined> {
  const pendingOffers = usePendingOfferCount(area.role === 'freelancer');
  return { '/freelancer/offers': pendingOffers };
}
