import { dateSlices } from './documents-by-date.js';

describe('the date slices a report range is read in', () => {
  it('cuts a few months into one slice each, clipped to the range', () => {
    expect(dateSlices('2026-08-10', '2026-10-05')).toEqual([
      { from: '2026-08-10', to: '2026-08-31' },
      { from: '2026-09-01', to: '2026-09-31' },
      { from: '2026-10-01', to: '2026-10-05' },
    ]);
  });

  it('reads nine and a half years in at most twelve slices that cover every day once', () => {
    const slices = dateSlices('2017-04-01', '2026-11-20');
    expect(slices.length).toBe(12);
    expect(slices[0]).toEqual({ from: '2017-04-01', to: '2018-01-31' });
    expect(slices[11]).toEqual({ from: '2026-06-01', to: '2026-11-20' });
    for (let i = 1; i < slices.length; i++) expect((slices[i]?.from ?? '').slice(0, 7) > (slices[i - 1]?.to ?? '').slice(0, 7)).toBe(true);
  });

  it('reads one day as one slice', () => {
    expect(dateSlices('2026-11-20', '2026-11-20')).toEqual([{ from: '2026-11-20', to: '2026-11-20' }]);
  });
});
