// Builds the Lambda handler of one feature area: middy's http-router over the area's manifest
// entries, each route a middy handler running the request pipeline (request-pipeline.ts):
// authenticate → parse the body (JSON, or multipart for uploads) → organisation membership and
// permission → validation → handler. API Gateway (or the local server) has already picked the
// Lambda; the router picks the route within it.
import middy from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import httpRouterHandler, { type Method, type Route } from '@middy/http-router';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { APP_MESSAGES, gatewayPath, matchPath, type Area, type RouteDefinition } from '@bahi/shared';
import { AppError, invalid, notFound } from '../errors/app-error.js';
import type { AreaHandlers, RawHandler } from './handler-types.js';
import { parseMultipartBody } from './multipart-body.js';
import { admitCaller, authenticate, checkBodyNamesFields, orgIdFromRequest, validateRequest } from './request-pipeline.js';
import { errorResponse, jsonResponse } from './responses.js';
import type { Ports, VerifiedCaller } from '../ports/index.js';
import { withPrimedReads } from '../store/primed-table.js';

type Event = APIGatewayProxyEventV2;
type Result = APIGatewayProxyResultV2;

/**
 * Resolves once the promise work already started has run (a macrotask later): a table call begun
 * before it has then left for the database, and synchronous work after it overlaps the answer.
 */
const readSentOff = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Converts any error a route throws into the JSON error response. */
const errorMiddleware = {
  onError: async (request: { error: unknown; context: Context; response: unknown }) => {
    request.response = errorResponse(request.error, request.context?.awsRequestId);
  },
};

/** An upload's multipart body becomes fields and files (multipart-body.ts); anything broken is a 400. */
const multipartBody = {
  before: async (request: { event: Event }) => {
    (request.event as { body: unknown }).body = await parseMultipartBody(request.event);
  },
};

/** Path parameters: API Gateway's, or, for greedy routes, parsed from the spec path (see gatewayPath). */
export function pathParameters(route: RouteDefinition, event: Event): Record<string, string> {
  if (gatewayPath(route.path) === route.path) return (event.pathParameters ?? {}) as Record<string, string>;
  let parsed: Record<string, string> | null;
  try {
    parsed = matchPath(route.path, event.rawPath);
  } catch (error) {
    // matchPath decodes the parameters: a broken %-encoding is the caller's mistake.
    if (error instanceof URIError) throw invalid('request.malformedPath', APP_MESSAGES.malformedPath);
    throw error;
  }
  if (!parsed) throw notFound('request.noRoute', APP_MESSAGES.routeNotFound);
  return parsed;
}

function routeHandler(route: RouteDefinition, handler: RawHandler, getPorts: () => Promise<Ports>) {
  // The caller, verified before the body is even parsed: without a valid token the answer is 401
  // whatever the body holds.
  const callers = new WeakMap<Event, VerifiedCaller>();
  const authentication = {
    before: async (request: { event: Event }) => {
      if (route.auth.mode !== 'public') callers.set(request.event, await authenticate(request.event, await getPorts()));
    },
  };
  const run = async (event: Event): Promise<Result> => {
    const ports = await getPorts();
    const raw = { params: pathParameters(route, event), query: event.queryStringParameters ?? {}, body: event.body };
    const caller = callers.get(event) ?? null;
    checkBodyNamesFields(route.auth, raw.body);
    // The caller's records and the route's prefetch (named from the body as it came) are read
    // first, and the request is validated while the table answers: validation costs a save about
    // as much as the read's own work in the database. A validation error is still reported only
    // after the caller is admitted, so an outsider learns nothing about the organisation's data.
    const prefetch = (orgId: string) => handler.prefetch?.({ orgId, body: raw.body }) ?? [];
    const admitting = route.auth.mode !== 'public' && caller ? admitCaller(route.auth, raw, caller, ports, prefetch) : null;
    // Handled when awaited below; this keeps a refusal that arrives during validation from
    // counting as unhandled meanwhile.
    admitting?.catch(() => undefined);
    if (admitting) await readSentOff();
    let valid: ReturnType<typeof validateRequest> | null = null;
    let invalidRequest: unknown = null;
    try {
      valid = validateRequest(route, raw);
    } catch (error) {
      invalidRequest = error;
    }
    const admission = await admitting?.catch((error: unknown) => {
      // A request that names no organisation at all (its id missing or malformed) is the caller's
      // mistake: its validation error, which reveals nothing of any organisation, is the answer
      // rather than "not a member" (walk 28 F6, walk 23 F5e).
      if (!valid && error instanceof AppError && error.code === 'access.notMember' && route.auth.mode === 'org' && orgIdFromRequest(route.auth.org, raw) === null) throw invalidRequest;
      throw error;
    });
    if (!valid) throw invalidRequest;
    const member = admission?.member ?? null;
    // API Gateway's view of the client address (the local server fills it from the socket).
    const sourceIp = event.requestContext?.http?.sourceIp ?? '';
    const table = admission ? withPrimedReads(ports.table, admission.prefetched) : ports.table;
    const result = await handler({ ...valid, caller, orgId: member?.orgId ?? null, member, ports: { ...ports, table }, sourceIp });
    return jsonResponse(200, result);
  };
  const pipeline = middy<Event, Result>().use(errorMiddleware).use(authentication);
  if (route.multipart) pipeline.use(multipartBody);
  else if (route.method === 'POST') pipeline.use(httpJsonBodyParser({ disableContentTypeError: true }));
  return pipeline.handler(run);
}

/**
 * `routes`: manifest entries by handler name, at least the area's (others are skipped). The local
 * server passes the whole manifest; a Lambda bundle passes only the route groups that hold its
 * area's routes (functions/scripts/bundle.ts), so it never builds the other areas' schemas.
 */
export function createAreaLambda<A extends Area>(
  area: A,
  areaHandlers: AreaHandlers<A>,
  getPorts: () => Promise<Ports>,
  routes: Readonly<Record<string, RouteDefinition>>,
): middy.MiddyfiedHandler<Event, Result> {
  // The one place typed handlers meet the untyped pipeline: validateRequest has parsed each part
  // with the very schemas the handler's types come from.
  const handlers = areaHandlers as unknown as Record<string, RawHandler>;
  const areaRoutes: Route<Event, Result>[] = Object.entries(routes)
    .filter(([, route]) => route.area === area)
    .map(([name, route]) => {
      const handler = handlers[name];
      if (!handler) throw new Error(`No handler for route ${name} in area ${area}`);
      return { method: route.method as Method, path: gatewayPath(route.path), handler: routeHandler(route, handler, getPorts) };
    });
  return middy<Event, Result>()
    .use(errorMiddleware)
    .handler(httpRouterHandler<Event, Result>(areaRoutes));
}
