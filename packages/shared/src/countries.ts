import { COUNTRY_CODES } from './country-codes';

// Countries (issue 31): the current ISO 3166-1 alpha-2 codes of a maintained list (country-codes.ts,
// generated from i18n-iso-countries), named by the runtime's Intl.DisplayNames. Not every code ICU can
// name: ICU still names withdrawn ones (DD "Germany", UK "United Kingdom", SU "Russia"), which listed
// 15 countries twice and hid freelancers from the current code's filter. Zod-free: the web app's
// pickers import it at runtime. Nothing is built until first use.

export type CountryOption = { code: string; name: string };

let known: ReadonlySet<string> | undefined;
let names: Intl.DisplayNames | undefined;
let options: readonly CountryOption[] | undefined;

/** True for a current code ("DE"), false for a withdrawn one ("DD") or anything else. */
export function isCountryCode(code: string) {
  known ??= new Set(COUNTRY_CODES);
  return known.has(code);
}

/** The English name of a code ("DE" → "Germany"); the code itself when the runtime has none. */
export function countryName(code: string) {
  names ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  return names.of(code) ?? code;
}

/** Every country once, by name: what the pickers list. */
export function countryOptions(): readonly CountryOption[] {
  options ??= COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) =>
    a.name.localeCompare(b.name, 'en'),
  );
  return options;
}
