// Find Talent's country filter lists the same countries the profile form offers and the API accepts:
// current ISO 3166-1 codes only (issue 31), named by the browser's Intl.DisplayNames.
export { countryName as countryNameOf, countryOptions } from '@skillora/shared/countries';
