// Assertions the API tests share.
import type { ApiResponse, TestServer } from './api-client.js';

/**
 * Runs an action that must write nothing, comparing the whole table before and after (except the
 * items `ignoring` picks out, e.g. the sign-in attempt counters every password check moves).
 */
export async function expectNothingWritten(
  api: TestServer,
  action: () => Promise<unknown>,
  ignoring: (item: Record<string, unknown>) => boolean = () => false,
): Promise<void> {
  // Each item as canonical JSON (keys sorted), so a failure names exactly what appeared or changed.
  const canonical = (value: unknown): unknown =>
    Array.isArray(value) ? value.map(canonical) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, canonical(v)])) : value;
  // The work earlier saves owe is settled first: the server does it after their answers, and it
  // must not pass for something the action wrote.
  const kept = async () => {
    await api.server.settled();
    return new Set((await api.scanAll()).filter((item) => !ignoring(item)).map((item) => JSON.stringify(canonical(item))));
  };
  const before = await kept();
  await action();
  const after = await kept();
  expect({ written: [...after].filter((item) => !before.has(item)), gone: [...before].filter((item) => !after.has(item)) }).toEqual({ written: [], gone: [] });
}

/** The sign-in attempt counters (functions/src/store/sign-in-failures.ts). */
export const isSignInAttemptCounter = (item: Record<string, unknown>) => item.entity === 'signInFailures';

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
