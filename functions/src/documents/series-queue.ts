// Inserts of one number series (organisation, kind, financial year) made by this process take
// their numbers one at a time, and remember the last number they issued. Without it, concurrent
// saves in one process all read the same "last number", all but one lose the conditional write,
// and retry — quadratic work under load. The conditional write on the number (the document's key)
// stays the only guarantee: another process (another Lambda container) may still take a number
// first, and the loser reads the series again and retries. Payments against one document queue
// the same way (document-changes.ts), keyed by the document.
const queues = new Map<string, Promise<unknown>>();
const lastIssued = new Map<string, number>();

/** Runs `work` after every earlier call for the same series has finished. */
export function inSeries<T>(series: string, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(series) ?? Promise.resolve();
  const run = previous.then(work, work);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(series, tail);
  void tail.then(() => {
    if (queues.get(series) === tail) queues.delete(series);
  });
  return run;
}

/** The last sequence this process issued in the series, if any. */
export const lastIssuedIn = (series: string): number | undefined => lastIssued.get(series);

export function noteIssued(series: string, seq: number): void {
  lastIssued.set(series, Math.max(seq, lastIssued.get(series) ?? 0));
}
