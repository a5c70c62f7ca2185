// Assertions the API tests share.
import type { ApiResponse, TestServer } from './api-client.js';

/** Runs an action that must write nothing, comparing the whole table before and after. */
export async function expectNothingWritten(api: TestServer, action: () => Promise<unknown>): Promise<void> {
  const before = await api.scanAll();
  await action();
  const after = await api.scanAll();
  expect(after).toHaveLength(before.length);
  expect(after).toEqual(expect.arrayContaining(before));
}

/**
 * A 400 whose `error` is `message`. With `field`: a validation failure (`request.invalid`) that
 * lists `message` against that field; without: any refusal of bad input with that message.
 */
export function expectInvalid(response: ApiResponse, message: string, field?: string): void {
  expect({ status: response.status, error: response.body?.error }).toEqual({ status: 400, error: message });
  if (field === undefined) {
    expect(response.body).toEqual(expect.objectContaining({ status: false, error: message }));
    return;
  }
  expect(response.body).toEqual({ status: false, code: 'request.invalid', error: message, errors: expect.arrayContaining([{ field, message }]) });
}
