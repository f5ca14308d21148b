/** `?a=1&b=x&b=y` from an object: empty values are left out, arrays repeat their key. */
export function toQueryString(params: Record<string, string | number | readonly string[] | undefined>) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) for (const item of value) query.append(key, item);
    else query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
