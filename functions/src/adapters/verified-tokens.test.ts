import { rememberingVerifier } from './verified-tokens.js';

const EXPIRES = 1_750_003_600_000;

/** A verifier that accepts tokens named "good-…" until EXPIRES, counting its signature checks. */
function countingVerifier() {
  const checked: string[] = [];
  const verify = async (token: string) => {
    checked.push(token);
    if (!token.startsWith('good-')) throw new Error('invalid signature');
    return { userId: token.slice(5), email: `${token.slice(5)}@example.com`, issuedAt: EXPIRES - 3_600_000, expiresAt: EXPIRES };
  };
  return { verify, checked };
}

it('checks a token once and answers its caller from memory until the token expires', async () => {
  const { verify, checked } = countingVerifier();
  let now = EXPIRES - 10_000;
  const remembering = rememberingVerifier(verify, () => now);
  const first = await remembering('good-asha');
  await expect(remembering('good-asha')).resolves.toBe(first);
  expect(checked).toEqual(['good-asha']);
  now = EXPIRES;
  await remembering('good-asha');
  expect(checked).toEqual(['good-asha', 'good-asha']);
});

it('never remembers a refusal: a bad token is checked (and refused) every time', async () => {
  const { verify, checked } = countingVerifier();
  const remembering = rememberingVerifier(verify, () => EXPIRES - 10_000);
  await expect(remembering('forged')).rejects.toThrow('invalid signature');
  await expect(remembering('forged')).rejects.toThrow('invalid signature');
  expect(checked).toEqual(['forged', 'forged']);
});

it('forgets the oldest token beyond 1,000 sessions', async () => {
  const { verify, checked } = countingVerifier();
  const remembering = rememberingVerifier(verify, () => EXPIRES - 10_000);
  for (let i = 0; i <= 1000; i++) await remembering(`good-${i}`);
  checked.length = 0;
  await remembering('good-1000');
  await remembering('good-0');
  expect(checked).toEqual(['good-0']);
});
