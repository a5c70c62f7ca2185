import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { RouteDefinition } from '@bahi/shared';
import { AppError } from '../errors/app-error.js';
import { pathParameters } from './area-lambda.js';

// The spec's journal paths have an empty segment: served by a greedy route, their parameters
// are parsed (and %-decoded) from the raw path.
const greedy = {
  method: 'GET',
  path: '/api/account/journal/transactions/delete/{journalId}//{userId}',
  area: 'books',
  auth: { mode: 'user' },
  summary: 'test',
} as RouteDefinition;
const event = (rawPath: string) => ({ rawPath, pathParameters: { proxy: 'ignored' } }) as unknown as APIGatewayProxyEventV2;

describe('pathParameters of a greedy route', () => {
  it('decodes the parameters from the raw path', () => {
    expect(pathParameters(greedy, event('/api/account/journal/transactions/delete/J%201//U1'))).toEqual({ journalId: 'J 1', userId: 'U1' });
  });

  it('answers a broken %-encoding with a 400, not a 500', () => {
    const error = (() => {
      try {
        pathParameters(greedy, event('/api/account/journal/transactions/delete/%E0%A4//U1'));
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(AppError);
    expect({ code: (error as AppError).code, kind: (error as AppError).kind, message: (error as AppError).message }).toEqual({
      code: 'request.malformedPath',
      kind: 'invalid',
      message: 'The address is not valid: it has a broken %-encoding.',
    });
  });
});
