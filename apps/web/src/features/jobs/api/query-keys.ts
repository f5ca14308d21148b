/** Every jobs query starts with 'jobs', so one invalidation after a change refreshes them all. */
export const jobsKeys = {
  all: ['jobs'] as const,
  search: (params: unknown) => ['jobs', 'search', params] as const,
  job: (id: string) => ['jobs', 'job', id] as const,
  saved: (params: unknown) => ['jobs', 'saved', params] as const,
  myProposals: (params: unknown) => ['jobs', 'my-proposals', params] as const,
  myJobs: (params: unknown) => ['jobs', 'mine', params] as const,
  myJob: (id: string) => ['jobs', 'mine', 'one', id] as const,
  jobProposals: (id: string, params: unknown) => ['jobs', 'proposals', id, params] as const,
  catalog: (kind: 'categories' | 'skills') => ['catalog', kind] as const,
};
