/**
 * Every country the browser's ICU can name, by name: the profile stores ISO 3166-1 alpha-2 codes
 * and names them with the same Intl.DisplayNames (packages/shared, profiles). Codes that name a
 * group of countries, not one, are left out.
 */
const GROUPS = new Set(['EU', 'EZ', 'UN', 'QO', 'ZZ', 'XA', 'XB']);
let cached: Array<{ code: string; name: string }> | undefined;

export function countryOptions() {
  if (cached) return cached;
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const found: Array<{ code: string; name: string }> = [];
  for (const first of letters) {
    for (const second of letters) {
      const code = first + second;
      const name = GROUPS.has(code) ? undefined : names.of(code);
      if (name && name !== code) found.push({ code, name });
    }
  }
  cached = found.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return cached;
}

export const countryNameOf = (code: string) =>
  new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' }).of(code) ?? code;
