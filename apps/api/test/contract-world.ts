import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestContext } from './build-test-app';
import { call, makeContract, type Party, signIn } from './contract-factories';
import { type Catalog, createCatalog } from './job-factories';

export const DAY = 86_400_000;

/** What a contract or money test starts from: the app, the job catalog and a signed-in admin. */
export type ContractWorld = { ctx: TestContext; catalog: Catalog; admin: Party };

/**
 * Builds the world before the file's tests and closes it after them. `set` hands it to the file's own
 * variables, so its tests keep reading `ctx`, `catalog` and `admin` as before.
 */
export function useContractWorld(
  set: (world: ContractWorld) => void,
  options: Parameters<typeof buildTestApp>[1] = {},
  env: Record<string, string> = {},
) {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await buildTestApp(env, options);
    const catalog = await createCatalog(ctx.db.db);
    set({ ctx, catalog, admin: await signIn(ctx.app, ctx.db.db, 'admin') });
  });
  afterAll(async () => ctx?.close());
}

/** A fresh contract, its first milestone and `act(who, action)` posting fund, submit, approve… to it. */
export async function hire({ ctx, catalog }: Pick<ContractWorld, 'ctx' | 'catalog'>) {
  const made = await makeContract(ctx.app, ctx.db.db, catalog);
  const m = made.contract.milestones[0]!;
  const base = `/api/contracts/${made.contract.id}/milestones/${m.id}`;
  const act = (who: Party, action: string, payload?: object, headers?: Record<string, string>) =>
    call(ctx.app, who, 'POST', `${base}/${action}`, payload, headers);
  return { ...made, milestone: m, act };
}
