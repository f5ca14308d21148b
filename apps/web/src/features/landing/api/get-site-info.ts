import type { SiteInfo } from '@skillora/shared';
import { siteEndpoints } from '@skillora/shared/endpoints/site';
import { useEffect, useState } from 'react';
import { callApi } from '../../../lib/api-client';

export const getSiteInfo = (signal?: AbortSignal) =>
  callApi(siteEndpoints.info, { fallbackError: 'Failed to load contact details', signal });

export type SiteInfoState =
  | { status: 'loading' }
  | { status: 'ready'; info: SiteInfo }
  | { status: 'failed' };

/**
 * The footer's contact details from configuration. A plain fetch rather than TanStack Query:
 * the landing page ships without the query client to stay inside its JavaScript budget.
 */
export function useSiteInfo(): SiteInfoState {
  const [state, setState] = useState<SiteInfoState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    getSiteInfo(controller.signal).then(
      (info) => setState({ status: 'ready', info }),
      (err: unknown) => {
        if ((err as Error).name === 'AbortError') return;
        console.error(err);
        setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
