import { LOGO_SIZE } from '@bahi/shared';
import { centreOf, displayScale, frameAt, moveFrame } from './crop-geometry';

const wide = { width: 1000, height: 200 };
const tall = { width: 300, height: 600 };

describe('logo crop frame', () => {
  it('starts as the largest 200:80 frame the image holds, centred', () => {
    expect(frameAt(wide, 1)).toEqual({ x: 250, y: 0, width: 500, height: 200 });
    expect(frameAt(tall, 1)).toEqual({ x: 0, y: 240, width: 300, height: 120 });
    const frame = frameAt(tall, 1);
    expect(frame.width / frame.height).toBe(LOGO_SIZE.width / LOGO_SIZE.height);
  });

  it('shrinks around its centre as it zooms, within 1 to 4', () => {
    const zoomed = frameAt(wide, 2, centreOf(frameAt(wide, 1)));
    expect(zoomed).toEqual({ x: 375, y: 50, width: 250, height: 100 });
    expect(frameAt(wide, 10)).toEqual(frameAt(wide, 4));
    expect(frameAt(wide, 0)).toEqual(frameAt(wide, 1));
  });

  it('keeps inside the image when zooming near an edge', () => {
    expect(frameAt(wide, 2, { x: 990, y: 5 })).toEqual({ x: 750, y: 0, width: 250, height: 100 });
  });

  it('moves by a drag and stops at the edges', () => {
    const frame = frameAt(wide, 2);
    expect(moveFrame(wide, frame, -100, 20)).toEqual({ ...frame, x: frame.x - 100, y: frame.y + 20 });
    expect(moveFrame(wide, frame, -5000, -5000)).toEqual({ ...frame, x: 0, y: 0 });
    expect(moveFrame(wide, frame, 5000, 5000)).toEqual({ ...frame, x: 750, y: 100 });
  });

  it('shows the image as large as the box allows, scaling small images up', () => {
    expect(displayScale(wide, { width: 500, height: 300 })).toBe(0.5);
    expect(displayScale({ width: 50, height: 20 }, { width: 500, height: 300 })).toBe(10);
  });
});
