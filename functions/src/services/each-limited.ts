// Running async work over a list a few at a time: the item upload saves rows eight at once, and
// settling an organisation finishes a few documents at once.

/**
 * Runs `work` over `list` in order, at most `limit` at a time. Stops taking entries once `stop`
 * answers true (asked before each) or a work fails; a failure is thrown once the entries under way
 * are done, so nothing is left running behind the caller. Answers whether every entry was taken.
 */
export async function eachLimited<T>(list: readonly T[], limit: number, work: (entry: T) => Promise<void>, stop: () => boolean = () => false): Promise<boolean> {
  let next = 0;
  let stopped = false;
  const failures: unknown[] = [];
  const worker = async () => {
    while (next < list.length && !stopped && failures.length === 0) {
      if (stop()) {
        stopped = true;
        return;
      }
      const entry = list[next++] as T;
      await work(entry).catch((error: unknown) => failures.push(error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, list.length) }, worker));
  if (failures.length > 0) throw failures[0];
  return !stopped;
}
