/** The time, injectable: timed work (outbox backoff, auto-release, holds) is tested by moving a clock. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock a test moves by hand. */
export function createManualClock(start = new Date('2026-01-01T00:00:00.000Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
    set: (at: Date) => {
      current = at.getTime();
    },
  };
}

/** The system clock plus an offset an end-to-end run may move forward (TEST_CLOCK, never in production). */
export function createOffsetClock() {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms: number) => {
      offset += ms;
    },
  };
}
export type MovableClock = ReturnType<typeof createOffsetClock>;
