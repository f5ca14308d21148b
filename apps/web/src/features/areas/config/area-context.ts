import { createContext, useContext } from 'react';
import type { AreaConfig } from './area-config';

export const AreaContext = createContext<AreaConfig | null>(null);

/** The area the current page is in; only pages inside an AreaLayout call this. */
export function useArea(): AreaConfig {
  const area = useContext(AreaContext);
  if (!area) throw new Error('useArea() outside an AreaLayout');
  return area;
}
