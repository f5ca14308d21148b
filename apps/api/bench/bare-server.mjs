// The ceiling for this machine: a bare node:http server answering the bytes the app answered for each
// benchmarked request, headers included (security headers, ETag, request id), with no work per request.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [, , routesFile, port] = process.argv;
const routes = new Map(
  Object.entries(JSON.parse(readFileSync(routesFile, 'utf8'))).map(([key, r]) => {
    const body = Buffer.from(r.body, 'base64');
    return [key, { status: r.status, headers: { ...r.headers, 'content-length': body.length }, body }];
  }),
);

createServer((req, res) => {
  const route = routes.get(`${req.method} ${req.url}`);
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  req.resume();
  req.on('end', () => {
    res.writeHead(route.status, route.headers);
    res.end(route.body);
  });
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
