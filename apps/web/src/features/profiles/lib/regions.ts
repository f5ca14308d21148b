import { countryName } from '@skillora/shared/profiles';

// Codes ICU names that are not countries one lives in.
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ', 'AA', 'QU']);
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

let countries: { code: string; name: string }[] | null = null;

/** Every country ICU knows, by name: the same test the server applies (CountrySchema). */
export function countryOptions() {
  if (!countries) {
    const found: { code: string; name: string }[] = [];
    for (const a of LETTERS)
      for (const b of LETTERS) {
        const code = a + b;
        if (NOT_COUNTRIES.has(code)) continue;
        const name = names.of(code);
        if (name && name !== code) found.push({ code, name });
      }
    countries = found.sort((x, y) => x.name.localeCompare(y.name));
  }
  return countries;
}

export function timeZoneOptions(): string[] {
  return Intl.supportedValuesOf('timeZone');
}

export { countryName };
