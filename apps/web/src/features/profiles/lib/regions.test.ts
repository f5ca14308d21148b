import { describe, expect, it } from 'vitest';
import { countryOptions } from './regions';

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

describe("the profile form's country picker", () => {
  it('lists each country once, by current code only (issue 31: picking the first Germany saved DD)', () => {
    const options = countryOptions();
    const names = options.map((o) => o.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(options.map((o) => o.code).filter((code) => WITHDRAWN.includes(code))).toEqual([]);
    expect(options.find((o) => o.name === 'Serbia')?.code).toBe('RS');
  });
});
