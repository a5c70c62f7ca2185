// The one error type of the API. A code names the situation (`auth.invalidCredentials`), the
// message is what the user reads (the spec's words where the spec has them), and the code's
// namespace-independent kind decides the HTTP status (http/error-status.ts). Handlers throw these;
// the error middleware turns them into responses. Anything else that escapes is a 500 whose
// detail goes only to the log.
export type ErrorKind = 'invalid' | 'unauthorized' | 'forbidden' | 'notFound' | 'conflict' | 'tooLarge' | 'unsupported';

export interface FieldError {
  field: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly kind: ErrorKind,
    message: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const invalid = (code: string, message: string, fieldErrors: FieldError[] = []) =>
  new AppError(code, 'invalid', message, fieldErrors);
export const unauthorized = (code: string, message: string) => new AppError(code, 'unauthorized', message);
export const forbidden = (code: string, message: string) => new AppError(code, 'forbidden', message);
export const notFound = (code: string, message: string) => new AppError(code, 'notFound', message);
export const conflict = (code: string, message: string) => new AppError(code, 'conflict', message);
