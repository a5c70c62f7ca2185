// JSON responses and the mapping of thrown errors to them (docs/architecture.md §5).
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { API_RESPONSE_HEADERS, APP_MESSAGES } from '@bahi/shared';
import { AppError } from '../errors/app-error.js';
import { STATUS_OF_KIND } from './error-status.js';

type StructuredResult = Exclude<APIGatewayProxyResultV2, string>;

export function jsonResponse(statusCode: number, body: unknown): StructuredResult {
  return { statusCode, headers: { ...API_RESPONSE_HEADERS }, body: JSON.stringify(body) };
}

/** Errors raised by middy's own middlewares (malformed JSON, unknown route) carry a statusCode. */
function isHttpError(error: unknown): error is Error & { statusCode: number } {
  return error instanceof Error && typeof (error as { statusCode?: unknown }).statusCode === 'number';
}

export function errorResponse(error: unknown, requestId: string | undefined): StructuredResult {
  if (error instanceof AppError) {
    const body: Record<string, unknown> = { status: false, code: error.code, error: error.message };
    if (error.fieldErrors.length > 0) body.errors = error.fieldErrors;
    return jsonResponse(STATUS_OF_KIND[error.kind], body);
  }
  if (isHttpError(error) && error.statusCode < 500) {
    const notFound = error.statusCode === 404;
    return jsonResponse(notFound ? 404 : 400, {
      status: false,
      code: notFound ? 'request.noRoute' : 'request.malformed',
      error: notFound ? APP_MESSAGES.routeNotFound : APP_MESSAGES.malformedBody,
    });
  }
  // Unexpected: the detail goes to the log only; the caller gets a generic message.
  console.error(JSON.stringify({ level: 'error', requestId, message: String(error), stack: (error as Error)?.stack }));
  return jsonResponse(500, { status: false, code: 'server.unexpected', error: APP_MESSAGES.genericServerError });
}
