import type { input, output, ZodType } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint of the API, declared once for both sides (ADR 026): the API's route takes its
 * method, URL and schemas from it (`apps/api/src/lib/route-of.ts`), the web calls it through
 * `callApi` (`apps/web/src/lib/api-client.ts`). The web's build keeps only `method` and `path` of
 * it (`apps/web/vite/endpoint-routes.ts`), so no zod reaches a route chunk.
 */
export type Endpoint = {
  readonly method: HttpMethod;
  /** The path as the browser calls it (and the OpenAPI document shows it), `:name` per path parameter. */
  readonly path: string;
  /** The status of a success; its body is `response`. */
  readonly status: 200 | 201;
  readonly params?: ZodType;
  readonly query?: ZodType;
  readonly body?: ZodType;
  /**
   * The route reads multipart/form-data itself (uploads): the browser may send a form, and `body`,
   * if any, is the JSON it may send instead, which the route (not the schema) checks.
   */
  readonly multipart?: true;
  readonly response: ZodType;
};

/** `'/api/contracts/:id/milestones/:milestoneId'` → `'id' | 'milestoneId'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type Spec = Omit<Endpoint, 'status'> & { readonly status?: 201 };

/** The path's parameters and the `params` schema name the same fields (a mismatch is a type error). */
type ParamsMatchPath<S extends Spec> = [PathParamNames<S['path']>] extends [never]
  ? { readonly params?: never }
  : S extends { params: ZodType }
    ? [keyof output<S['params']>] extends [PathParamNames<S['path']>]
      ? [PathParamNames<S['path']>] extends [keyof output<S['params']>]
        ? unknown
        : { readonly params: `the params schema misses a parameter of ${S['path']}` }
      : { readonly params: `the params schema has a field that is not in ${S['path']}` }
    : { readonly params: ZodType };

export type Declared<S extends Spec> = Omit<S, 'status'> & {
  readonly status: S extends { status: 201 } ? 201 : 200;
};

/** Declares an endpoint; a success answers 200 unless `status: 201` says it creates something. */
export function endpoint<const S extends Spec>(spec: S & ParamsMatchPath<S>): Declared<S> {
  return { status: 200, ...spec } as Declared<S>;
}

type Field<E, K extends 'params' | 'query' | 'body'> = E extends {
  readonly [key in K]: infer S extends ZodType;
}
  ? S
  : never;

/** What the path parameters take (strings: they are pieces of the URL). */
export type ParamsOf<E extends Endpoint> = input<Field<E, 'params'>>;
/**
 * What the query string may carry: each field the API reads, as the API reads it; a field left out
 * (or `undefined`, or empty) is not sent.
 */
export type QueryOf<E extends Endpoint> = {
  [K in keyof output<Field<E, 'query'>>]?: output<Field<E, 'query'>>[K] | undefined;
};
export type BodyOf<E extends Endpoint> = input<Field<E, 'body'>>;
/** The body of a success, as the API serializes it. */
export type ResponseOf<E extends Endpoint> = output<E['response']>;
