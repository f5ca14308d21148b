import { describe, expect, it } from 'vitest';
import { countryOptions } from './countries';

// Codes ISO 3166-1 withdrew (or only reserved) that ICU still names, each as its successor's name.
const WITHDRAWN = [
  'AN',
  'BU',
  'CS',
  'DD',
  'DY',
  'FX',
  'HV',
  'NH',
  'RH',
  'SU',
  'TP',
  'UK',
  'VD',
  'YD',
  'YU',
  'ZR',
];

describe("Find Talent's country filter", () => {
  it('lists each country once, by current code only (issue 31: Germany was DD and DE)', () => {
    const options = countryOptions();
    const names = options.map((o) => o.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(options.map((o) => o.code).filter((code) => WITHDRAWN.includes(code))).toEqual([]);
    expect(options.find((o) => o.name === 'Germany')?.code).toBe('DE');
    expect(options.find((o) => o.name === 'United Kingdom')?.code).toBe('GB');
  });
});
