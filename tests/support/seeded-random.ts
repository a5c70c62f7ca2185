// A small deterministic generator (a linear congruential one), so a bench or a fuzz walk draws
// the same values on every run and a failure can be replayed.
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}
