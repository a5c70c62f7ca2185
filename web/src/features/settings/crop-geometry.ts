// The logo crop frame (spec part 2 §5, §9: crop 200x80), in the image's own pixels: always
// 200:80, always inside the image. Zoom 1 is the largest such frame the image holds; zooming in
// shrinks the frame around its centre, so less of the image fills the logo.
import { LOGO_SIZE } from '@bahi/shared';

export const MAX_ZOOM = 4;
const ASPECT = LOGO_SIZE.width / LOGO_SIZE.height;

export interface Size {
  width: number;
  height: number;
}
export interface Point {
  x: number;
  y: number;
}
export interface Frame extends Point, Size {}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

export function centreOf(frame: Frame): Point {
  return { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 };
}

/** The frame at a zoom, centred on `centre` as nearly as the image's edges allow. */
export function frameAt(image: Size, zoom: number, centre: Point = { x: image.width / 2, y: image.height / 2 }): Frame {
  const width = Math.min(image.width, image.height * ASPECT) / clamp(zoom, 1, MAX_ZOOM);
  const height = width / ASPECT;
  return {
    x: clamp(centre.x - width / 2, 0, image.width - width),
    y: clamp(centre.y - height / 2, 0, image.height - height),
    width,
    height,
  };
}

/** The frame dragged by (dx, dy) image pixels, stopping at the image's edges. */
export function moveFrame(image: Size, frame: Frame, dx: number, dy: number): Frame {
  return {
    ...frame,
    x: clamp(frame.x + dx, 0, image.width - frame.width),
    y: clamp(frame.y + dy, 0, image.height - frame.height),
  };
}

/** Screen pixels per image pixel when the image is shown as large as fits the box. */
export function displayScale(image: Size, box: Size): number {
  return Math.min(box.width / image.width, box.height / image.height);
}
