/** `?a=1&b=x&b=y` from an object: empty values (undefined, null, '') are left out, arrays repeat their key. */
export function toQueryString(params: Readonly<Record<string, unknown>>) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) query.append(key, String(item));
    else query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
