// Loads something the first time it is asked for, then hands out the same promise. The cloud
// adapters import their AWS SDK package this way, when their port is first used rather than when
// the Lambda starts: the bundle keeps each such import in a chunk of its own (functions/scripts/
// bundle.ts), so an area that never sends a text never loads SNS, and one that never signs anyone
// up never loads the Cognito client. A failed import is not retried: the chunk is missing or broken,
// which a second attempt would not mend.
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}

/** An SDK package and its client, loaded together on first use; `given` (a test's mocked client) is used when set. */
export function loadSdkClient<Sdk, Client>(load: () => Promise<Sdk>, given: Client | undefined, make: (sdk: Sdk) => Client): () => Promise<{ sdk: Sdk; client: Client }> {
  return loadOnce(async () => {
    const sdk = await load();
    return { sdk, client: given ?? make(sdk) };
  });
}
