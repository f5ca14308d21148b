type Machine = {
  moves: Record<string, { from: readonly string[]; refusals?: Partial<Record<string, string>> }>;
};

/**
 * The (move, state) pairs a lifecycle refuses without saying why: the UI would show only the
 * generic text there. Also lists refusals written for a state the move is in fact allowed from.
 */
export function unexplainedRefusals(machine: Machine, states: readonly string[]): string[] {
  return Object.entries(machine.moves).flatMap(([move, { from, refusals = {} }]) =>
    states.flatMap((state) => {
      const isAllowed = from.includes(state);
      const hasText = Boolean(refusals[state]);
      return isAllowed === hasText ? [`${move} from ${state}`] : [];
    }),
  );
}
