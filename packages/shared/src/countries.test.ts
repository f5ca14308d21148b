// i18n-iso-countries is the maintained source the generated list is made from
// (scripts/generate-country-codes.mjs).
import isoCountries from 'i18n-iso-countries';
import { describe, expect, it } from 'vitest';
import { countryName, countryOptions, isCountryCode } from './countries';
import { COUNTRY_CODES } from './country-codes';
import { CountrySchema } from './schemas/profiles';

describe('countries (issue 31)', () => {
  it("the generated list equals i18n-iso-countries' alpha-2 codes (run the script after an upgrade)", () => {
    expect([...COUNTRY_CODES]).toEqual(Object.keys(isoCountries.getAlpha2Codes()).sort());
  });

  it('names every code, each name once', () => {
    const names = countryOptions().map((o) => o.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(countryOptions().filter((o) => o.name === o.code)).toEqual([]);
    expect(countryName('DE')).toBe('Germany');
  });

  it("the pickers (profile form, Find Talent's filter) offer each country by its current code: Germany was DD and DE", () => {
    const codeOf = (name: string) => countryOptions().find((o) => o.name === name)?.code;
    expect([codeOf('Germany'), codeOf('United Kingdom'), codeOf('Serbia'), codeOf('Russia')]).toEqual([
      'DE',
      'GB',
      'RS',
      'RU',
    ]);
    expect(countryOptions().filter((o) => !isCountryCode(o.code))).toEqual([]);
  });

  it('knows current codes only: DD, UK, SU, YU… are refused as "Choose a country from the list"', () => {
    for (const code of ['DD', 'UK', 'SU', 'CS', 'YU', 'FX', 'EU', 'ZZ']) {
      expect(isCountryCode(code)).toBe(false);
      expect(CountrySchema.safeParse(code).error?.issues[0]?.message).toBe('Choose a country from the list');
    }
    expect(CountrySchema.parse(' de ')).toBe('DE');
  });
});
