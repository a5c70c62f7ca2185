import { inOrder } from './period-order';

describe('a report period as its dates change', () => {
  it('keeps dates in order as they are', () => {
    expect(inOrder('2026-04-01', '2026-11-27', 'start')).toEqual({ start: '2026-04-01', end: '2026-11-27' });
    expect(inOrder('2026-04-01', '', 'start')).toEqual({ start: '2026-04-01', end: '' });
  });

  it('takes the end along when the start moves past it (the general ledger opens on July 2017)', () => {
    expect(inOrder('2026-04-01', '2017-07-14', 'start')).toEqual({ start: '2026-04-01', end: '2026-04-01' });
  });

  it('takes the start back when the end moves before it', () => {
    expect(inOrder('2026-04-01', '2025-03-31', 'end')).toEqual({ start: '2025-03-31', end: '2025-03-31' });
  });
});
