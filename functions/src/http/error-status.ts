// The single table from error kind to HTTP status (docs/architecture.md §5).
import type { ErrorKind } from '../errors/app-error.js';

export const STATUS_OF_KIND: Record<ErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  unsupported: 415,
};
