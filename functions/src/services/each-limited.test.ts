import { eachLimited } from './each-limited.js';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('eachLimited', () => {
  it('runs every entry, at most `limit` at a time, taking them in order', async () => {
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const done = await eachLimited([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      started.push(n);
      running += 1;
      most = Math.max(most, running);
      await tick();
      running -= 1;
    });
    expect({ done, started, most }).toEqual({ done: true, started: [1, 2, 3, 4, 5, 6, 7], most: 3 });
  });

  it('stops taking entries once asked, and answers that it stopped', async () => {
    const taken: number[] = [];
    const done = await eachLimited([1, 2, 3, 4, 5], 2, async (n) => {
      taken.push(n);
      await tick();
    }, () => taken.length >= 3);
    expect({ done, taken }).toEqual({ done: false, taken: [1, 2, 3] });
  });

  it('throws the first failure only after the entries under way are done, and takes no more', async () => {
    const finished: number[] = [];
    const run = eachLimited([1, 2, 3, 4, 5], 2, async (n) => {
      if (n === 1) throw new Error('entry 1 failed');
      await tick();
      await tick();
      finished.push(n);
    });
    await expect(run).rejects.toThrow('entry 1 failed');
    expect(finished).toEqual([2]);
  });
});
