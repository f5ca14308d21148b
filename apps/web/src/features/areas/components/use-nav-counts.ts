import { usePendingOfferCount } from '../../contracts';
import { useMessagesLive, useUnreadCount } from '../../messages';
import type { AreaConfig } from '../config/area-config';

/**
 * The counts shown next to an area's links, by path: the freelancer's offers waiting for an answer,
 * and unread messages (kept live).
 */
export function useNavCounts(area: AreaConfig): Record<string, number | undefined> {
  const pendingOffers = usePendingOfferCount(area.role === 'freelancer');
  useMessagesLive(true);
  const unread = useUnreadCount(true);
  return { '/freelancer/offers': pendingOffers, [`/${area.role}/messages`]: unread };
}
