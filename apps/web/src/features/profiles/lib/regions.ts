// The profile form's country picker: current ISO 3166-1 codes only, the list the API accepts
// (CountrySchema), so a withdrawn code that ICU still names (DD "Germany") cannot be chosen (issue 31).
export { countryName, countryOptions } from '@skillora/shared/countries';

export function timeZoneOptions(): string[] {
  return Intl.supportedValuesOf('timeZone');
}
