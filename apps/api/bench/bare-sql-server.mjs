// The ceiling of a database-bound route: a bare node:http server that sends the statements the app
// sent for that request (recorded by record-sql.mjs) through the same driver (node-postgres) and
// pool size, in the same order (those the app sent together, together), then answers the bytes the
// app answered. What the app adds beyond this is routing, hooks, query building and serialization.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import pg from 'pg';

const [, , routesFile, statementsFile, port, databaseUrl] = process.argv;
const statements = JSON.parse(readFileSync(statementsFile, 'utf8'));
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const routes = new Map(
  Object.entries(JSON.parse(readFileSync(routesFile, 'utf8'))).map(([key, r]) => {
    const body = Buffer.from(r.body, 'base64');
    // In waves: the statements that began with the same number of earlier ones finished.
    const waves = [];
    for (const s of statements[key] ?? []) {
      waves[s.after] ??= [];
      waves[s.after].push(s);
    }
    return [
      key,
      {
        status: r.status,
        headers: { ...r.headers, 'content-length': body.length },
        body,
        waves: waves.filter(Boolean),
      },
    ];
  }),
);

createServer(async (req, res) => {
  const route = routes.get(`${req.method} ${req.url}`);
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  req.resume();
  try {
    for (const wave of route.waves) await Promise.all(wave.map((s) => pool.query(s.text, s.values)));
    res.writeHead(route.status, route.headers);
    res.end(route.body);
  } catch (err) {
    res.writeHead(500).end(String(err));
  }
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
