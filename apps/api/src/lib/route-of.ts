import type { Endpoint } from '@skillora/shared/endpoints/endpoint';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What a route adds to its endpoint's schema: its documentation, and the other answers it may give. */
export type RouteDoc = {
  tags?: string[];
  summary?: string;
  description?: string;
  response?: Record<number, ZodType>;
  // The endpoint's own: a route never restates (or overrides) them.
  params?: never;
  querystring?: never;
  body?: never;
};

type Part<E, From extends 'params' | 'query' | 'body', To extends string> = E extends {
  readonly [key in From]: infer S extends ZodType;
}
  ? { [key in To]: S }
  : unknown;

/** The Fastify schema of an endpoint's route: the endpoint's schemas and the route's own doc and answers. */
export type RouteSchema<E extends Endpoint, D extends RouteDoc> = Omit<D, 'response'> &
  Part<E, 'params', 'params'> &
  Part<E, 'query', 'querystring'> &
  (E extends { multipart: true } ? unknown : Part<E, 'body', 'body'>) & {
    response: { [status in E['status']]: E['response'] } & (D['response'] extends object
      ? D['response']
      : unknown);
  };

/** Fastify's options of a route whose schema is `S`, typed by zod. */
type ZodRouteOptions<S extends FastifySchema> = RouteOptions<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider,
  FastifyBaseLogger
>;
type Options<S extends FastifySchema> = Omit<ZodRouteOptions<S>, 'schema' | 'method' | 'url' | 'handler'>;
type Handler<S extends FastifySchema> = ZodRouteOptions<S>['handler'];

/**
 * The method, URL and schema of an endpoint's route, inside a plugin registered at a prefix of the
 * endpoint's path: the URL is what follows the prefix (`/api/wallet/` under `/api/wallet` is `/`,
 * `/api/client/jobs` under itself is ``), so the route is the one the endpoint names.
 */
export function routeOf<E extends Endpoint, D extends RouteDoc>(app: FastifyInstance, endpoint: E, doc?: D) {
  const { method, path, status, params, query, body, multipart, response } = endpoint;
  if (!path.startsWith(app.prefix))
    throw new Error(`The endpoint ${method} ${path} cannot be routed under the prefix ${app.prefix}`);
  if (doc?.response && status in doc.response)
    throw new Error(`The route of ${method} ${path} restates its ${status} answer, the endpoint's`);
  const schema = {
    ...doc,
    ...(params && { params }),
    ...(query && { querystring: query }),
    // A multipart route reads the request itself (its JSON variant included).
    ...(body && !multipart && { body }),
    response: { [status]: response, ...doc?.response },
  };
  // The object above is RouteSchema<E, D> field by field; TypeScript cannot follow spreads of
  // optional fields into a mapped type, so it is told once, here.
  return { method, url: path.slice(app.prefix.length), schema: schema as RouteSchema<E, D> };
}

/**
 * Serves an endpoint of the shared table (packages/shared/src/endpoints): its method, URL and
 * schemas come from the endpoint; the route adds its documentation (`schema`: tags, summary, its
 * error answers), its hooks and config, and the handler, typed from the endpoint's schemas.
 */
export function route<E extends Endpoint, D extends RouteDoc>(
  app: ZodApp,
  endpoint: E,
  options: Options<RouteSchema<E, D>> & { schema?: D },
  handler: Handler<RouteSchema<E, D>>,
): void {
  const { schema, ...rest } = options;
  app.route({ ...rest, ...routeOf(app, endpoint, schema), handler });
}

/** What a route of `routesOf` adds to what its plugin's routes share: its summary, answers, hooks, config. */
type OwnRoute = Pick<RouteDoc, 'summary' | 'description' | 'response'>;
/** The doc of such a route: the plugin's, its summary, and the answers of both. */
type SharedDoc<S extends RouteDoc, O> = Omit<S, 'response'> &
  Pick<O, keyof O & ('summary' | 'description')> & { response: ResponsesOf<S> & ResponsesOf<O> };
type ResponsesOf<D> = D extends { response: infer R extends Record<number, ZodType> }
  ? R
  : Record<never, never>;

/**
 * The routes of a plugin that share their documentation (tags, and the error answers they may
 * give): `serve(endpoint, summary, handler)`, or `serve(endpoint, { summary, response, config, … },
 * handler)` for a route with more answers, hooks or config of its own.
 */
export function routesOf<S extends RouteDoc>(app: ZodApp, shared: S) {
  return <E extends Endpoint, O extends OwnRoute = object>(
    endpoint: E,
    own: string | (O & Options<RouteSchema<E, SharedDoc<S, O>>>),
    handler: Handler<RouteSchema<E, SharedDoc<S, O>>>,
  ): void => {
    const { summary, description, response, ...options } =
      typeof own === 'string' ? ({ summary: own } as OwnRoute) : own;
    const schema = {
      ...shared,
      ...(summary !== undefined && { summary }),
      ...(description !== undefined && { description }),
      response: { ...shared.response, ...response },
    };
    // As in routeOf: the object is SharedDoc<S, O> field by field, which TypeScript cannot follow.
    route(app, endpoint, { ...options, schema: schema as unknown as SharedDoc<S, O> }, handler);
  };
}
