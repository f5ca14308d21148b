// Preloaded into the app by the bench (node --import) when BENCH_SQL_RECORD is a file: every
// statement a request sends through node-postgres is written there under the request's method and
// URL, with the statements of that request already finished when it began (so a replay runs those
// sent together in parallel, as the app does). Bench-only; the product never loads it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { subscribe } from 'node:diagnostics_channel';
import { writeFileSync } from 'node:fs';
import pg from 'pg';

const file = process.env.BENCH_SQL_RECORD;
const current = new AsyncLocalStorage();
/** `GET /path` → statements, each `{ text, values, after }`. */
const recorded = {};

// The first request for each URL only: the bench records its answers before measuring, and the
// measured requests must not pay for recording.
subscribe('http.server.request.start', ({ request }) => {
  const key = `${request.method} ${request.url}`;
  if (key in recorded) return current.enterWith(undefined);
  recorded[key] = [];
  current.enterWith({ key, done: 0 });
});

// The pool's query, called in the request's own async context (a client's query runs in whatever
// context released it, which would file one request's statements under another). Drizzle passes
// the parameters as the second argument.
const query = pg.Pool.prototype.query;
pg.Pool.prototype.query = function (config, values, callback) {
  const request = current.getStore();
  if (!request || typeof config !== 'object' || !config?.text)
    return query.call(this, config, values, callback);
  const params = Array.isArray(values) ? values : (config.values ?? []);
  recorded[request.key].push({ text: config.text, values: params, after: request.done });
  const result = query.call(this, config, values, callback);
  const finish = () => {
    request.done++;
    writeFileSync(file, JSON.stringify(recorded));
  };
  if (result && typeof result.then === 'function') result.then(finish, finish);
  else finish();
  return result;
};
