import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

describe('returnPath (where login sends the user back to)', () => {
  it('follows a public path for anyone', () => {
    expect(returnPath('/jobs/42', 'client')).toBe('/jobs/42');
  });

  it("follows a path of the user's own area only", () => {
    expect(returnPath('/freelancer/jobs/42', 'freelancer')).toBe('/freelancer/jobs/42');
    expect(returnPath('/freelancer/jobs/42', 'client')).toBeNull();
    expect(returnPath('/admin/clients', 'client')).toBeNull();
  });

  it('never leaves the app', () => {
    for (const from of ['https://evil.example', '//evil.example', 'jobs', 42, undefined])
      expect(returnPath(from, 'client')).toBeNull();
  });
});
