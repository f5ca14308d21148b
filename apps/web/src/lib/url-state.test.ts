import { describe, expect, it } from 'vitest';
import { backToFrom } from './back-to';
import { dashboardPathFor, homePathFor } from './home-path';
import { toQueryString } from './query-string';

describe('toQueryString', () => {
  it('leaves empty values out and repeats the key of a list', () => {
    expect(toQueryString({ q: 'react', page: 2, status: undefined, skills: ['a', 'b'], sort: '' })).toBe(
      '?q=react&page=2&skills=a&skills=b',
    );
  });

  it('is empty when nothing is given', () => {
    expect(toQueryString({ q: undefined })).toBe('');
  });

  it('encodes what it carries', () => {
    expect(toQueryString({ q: 'c++ & go' })).toBe('?q=c%2B%2B+%26+go');
  });
});

describe('backToFrom', () => {
  it('follows a path inside the app', () => {
    expect(backToFrom({ backTo: '/jobs?q=react' }, '/jobs')).toBe('/jobs?q=react');
  });

  it('falls back for anything else, another site included', () => {
    for (const state of [
      null,
      {},
      { backTo: 3 },
      { backTo: 'https://evil.example' },
      { backTo: '//evil.example' },
    ])
      expect(backToFrom(state, '/jobs')).toBe('/jobs');
  });
});

describe('home paths', () => {
  it("sends a wrong-role visitor to /{role}/home, as the spec's guard does", () => {
    expect(homePathFor('client')).toBe('/client/home');
    expect(homePathFor('admin')).toBe('/admin/home');
  });

  it('lands each role on its dashboard', () => {
    expect(dashboardPathFor('client')).toBe('/client/home');
    expect(dashboardPathFor('freelancer')).toBe('/freelancer/home');
    expect(dashboardPathFor('admin')).toBe('/admin/dashboard');
  });
});
