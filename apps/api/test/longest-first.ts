import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Within each project, the files that take longest (measured in CI, ADR 005) start first. A clean clone
 * has no Vitest cache of durations, so the default order (larger files first) started the slowest
 * files last and left one core idle for the run's last minute. Projects keep the default's order: a
 * worker that keeps its imports (isolate: false) must not take files of two projects. A file missing
 * from the list only starts later; the list needs no upkeep to stay correct.
 */
const SLOW = [
  'test/faults.test.ts',
  'test/hostile-input.test.ts',
  'src/modules/contracts/escrow.model.test.ts',
  'src/server.test.ts',
  'src/modules/reviews/reviews.test.ts',
  'test/data-dir-lock.pglite.test.ts',
  'src/modules/account/account-deletion.test.ts',
  'src/modules/reviews/reputation.test.ts',
  'test/escrow-faults.postgres.test.ts',
  'src/modules/disputes/dispute-endings.test.ts',
  'src/modules/reviews/replies-and-hiding.test.ts',
  'src/modules/talent/talent-search.test.ts',
  'src/modules/contracts/escrow.test.ts',
  'src/modules/notifications/notifications.test.ts',
  'test/notifications-faults.postgres.test.ts',
];

const rank = (spec: TestSpecification) => {
  const at = SLOW.findIndex((path) => spec.moduleId.endsWith(`/apps/api/${path}`));
  return at >= 0 ? at : SLOW.length;
};

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const byDefault = await super.sort(files);
    return byDefault
      .map((spec, order) => ({ spec, order }))
      .sort(
        (a, b) =>
          (a.spec.project.name === b.spec.project.name ? rank(a.spec) - rank(b.spec) : 0) ||
          a.order - b.order,
      )
      .map(({ spec }) => spec);
  }
}
