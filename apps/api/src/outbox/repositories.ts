import type { Executor } from '../db/client';

/**
 * Every module's repositories by name, as a use case sees them (ADR 026). Each module adds its own
 * with declaration merging, made from the factories it registers, so each name is written once:
 *
 *   const factories = { jobs: createJobsRepository };
 *   declare module '../../outbox' { interface Repositories extends RepositoriesMadeBy<typeof factories> {} }
 *   registerRepositories(factories);
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each module through declaration merging.
export interface Repositories {}

/** The repositories a module's factories make, by the names it registers them under. */
export type RepositoriesMadeBy<F extends Record<string, (executor: Executor) => unknown>> = {
  [K in keyof F]: ReturnType<F[K]>;
};

type Factories = { [K in keyof Repositories]?: (executor: Executor) => Repositories[K] };

const factories: Factories = {};

/** A module's repository factories; called once, when the module is loaded. */
export function registerRepositories(made: Factories): void {
  Object.assign(factories, made);
}

/** Every registered repository on one executor, each built the first time a use case asks for it. */
export function bindRepositories(executor: Executor): Repositories {
  const built = new Map<PropertyKey, unknown>();
  return new Proxy({} as Repositories, {
    get(_, name) {
      if (!built.has(name)) {
        const make = (factories as Record<PropertyKey, ((executor: Executor) => unknown) | undefined>)[name];
        if (!make) throw new Error(`No repository "${String(name)}" is registered`);
        built.set(name, make(executor));
      }
      return built.get(name);
    },
  });
}
