/** Report queries: mine (each user's), and the admins' queue. */
export const reportsKeys = {
  all: ['reports'] as const,
  mine: (page: number) => ['reports', 'mine', page] as const,
  queue: (page: number) => ['reports', 'queue', page] as const,
};
