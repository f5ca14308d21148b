export const profilesKeys = {
  all: ['profiles'] as const,
  mine: (role: 'freelancer' | 'client') => ['profiles', 'mine', role] as const,
  public: (id: string) => ['profiles', 'public', id] as const,
};
