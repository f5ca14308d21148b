import { type ComponentType, lazy } from 'react';

/** A route chunk loaded on first visit, from a module's named export. */
// biome-ignore lint/suspicious/noExplicitAny: any props; the route passes the right ones
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
