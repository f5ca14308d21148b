import { type ComponentType, lazy } from 'react';

/**
 * A component loaded on its first render, from a module's named export: a route's page, or a part of
 * a page that another feature owns. Call it in the route chunk's own module (the page), not in a
 * module shared by several chunks: a dynamic import there made the build split React out of the
 * entry (+1 KB gzip on the landing route).
 */
// biome-ignore lint/suspicious/noExplicitAny: any props; the route passes the right ones
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
