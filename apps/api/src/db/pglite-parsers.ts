import { type PGlite, type QueryOptions, types } from '@electric-sql/pglite';

const asText = (value: string) => value;

/**
 * The type parsers drizzle-orm hands PGlite with every query (dates, times and intervals, and their
 * arrays, kept as text for drizzle's own column mapping); see drizzle-orm/pglite/session.js.
 */
const DRIZZLE_PARSERS: Record<number, (value: string) => string> = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};

/**
 * PGlite merges per-query parsers into its ~300 defaults on every query, which cost about as much
 * as running a simple query (docs/decisions/011-benchmarks.md). So the client gets drizzle's parsers
 * once, and a query whose parsers are only those is sent without them: the same results, less work.
 */
export function installDrizzleParsers(client: PGlite): void {
  Object.assign(client.parsers, DRIZZLE_PARSERS);
  const query = client.query.bind(client);
  const isDrizzles = (parsers: NonNullable<QueryOptions['parsers']>) => {
    for (const oid in parsers) if (!(oid in DRIZZLE_PARSERS)) return false;
    return true;
  };
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
    if (!options?.parsers || !isDrizzles(options.parsers)) return query(text, params, options);
    const { parsers: _alreadyInstalled, ...rest } = options;
    return query(text, params, rest);
  }) as PGlite['query'];
}
