// The crop step of the logo (spec part 2 §5, §9: crop 200x80): the picked image on a canvas with a
// 200:80 frame over it. Drag the frame (or use the arrow keys) to move it, the slider to zoom; the
// part inside the frame becomes a 200×80 PNG.
import { Button, Flex, SliderField, Text } from '@aws-amplify/ui-react';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { LOGO_SIZE } from '@bahi/shared';
import { centreOf, displayScale, frameAt, MAX_ZOOM, moveFrame, type Frame, type Point } from '../crop-geometry';

const VIEW_BOX = { width: 560, height: 320 };
/** Screen pixels an arrow key moves the frame. */
const KEY_STEP = 8;
const KEY_MOVES: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

export interface LogoCropperProps {
  image: HTMLImageElement;
  busy: boolean;
  onCrop(pngDataUrl: string): void;
  onCancel(): void;
}

function drawView(canvas: HTMLCanvasElement, image: HTMLImageElement, frame: Frame, scale: number) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const { width, height } = canvas;
  context.clearRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  const [x, y, w, h] = [frame.x * scale, frame.y * scale, frame.width * scale, frame.height * scale];
  // Dim everything outside the frame, so what the logo keeps stands out.
  context.fillStyle = 'rgba(45, 42, 38, 0.55)';
  context.fillRect(0, 0, width, y);
  context.fillRect(0, y + h, width, height - y - h);
  context.fillRect(0, y, x, h);
  context.fillRect(x + w, y, width - x - w, h);
  context.strokeStyle = '#ffffff';
  context.lineWidth = 2;
  context.strokeRect(x + 1, y + 1, w - 2, h - 2);
}

function croppedPng(image: HTMLImageElement, frame: Frame): string {
  const canvas = document.createElement('canvas');
  canvas.width = LOGO_SIZE.width;
  canvas.height = LOGO_SIZE.height;
  canvas.getContext('2d')?.drawImage(image, frame.x, frame.y, frame.width, frame.height, 0, 0, LOGO_SIZE.width, LOGO_SIZE.height);
  return canvas.toDataURL('image/png');
}

export function LogoCropper({ image, busy, onCrop, onCancel }: LogoCropperProps) {
  const size = { width: image.naturalWidth, height: image.naturalHeight };
  const scale = displayScale(size, VIEW_BOX);
  const canvas = useRef<HTMLCanvasElement>(null);
  const dragFrom = useRef<Point | null>(null);
  const [zoom, setZoom] = useState(1);
  const [frame, setFrame] = useState(() => frameAt(size, 1));

  useEffect(() => {
    if (canvas.current) drawView(canvas.current, image, frame, scale);
  }, [image, frame, scale]);

  /** Moves the frame by screen pixels; a narrow layout may show the canvas smaller than drawn. */
  function moveBy(dx: number, dy: number) {
    const shown = canvas.current ? canvas.current.getBoundingClientRect().width / canvas.current.width : 1;
    const perScreenPixel = 1 / (scale * (shown || 1));
    setFrame((current) => moveFrame(size, current, dx * perScreenPixel, dy * perScreenPixel));
  }

  function onPointerDown(event: PointerEvent<HTMLCanvasElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    dragFrom.current = { x: event.clientX, y: event.clientY };
  }
  function onPointerMove(event: PointerEvent<HTMLCanvasElement>) {
    const from = dragFrom.current;
    if (!from) return;
    moveBy(event.clientX - from.x, event.clientY - from.y);
    dragFrom.current = { x: event.clientX, y: event.clientY };
  }
  function onKeyDown(event: KeyboardEvent<HTMLCanvasElement>) {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    moveBy(move.x * KEY_STEP, move.y * KEY_STEP);
  }
  function onZoom(value: number) {
    setZoom(value);
    setFrame((current) => frameAt(size, value, centreOf(current)));
  }

  return (
    <Flex direction="column" gap="0.75rem" data-testid="logo-cropper">
      <Text color="font.secondary">Drag the frame to choose what the logo shows; zoom to take less of the image.</Text>
      <canvas
        ref={canvas}
        className="bahi-crop-canvas"
        width={Math.round(size.width * scale)}
        height={Math.round(size.height * scale)}
        tabIndex={0}
        role="img"
        aria-label="Crop frame over the picked image; drag or use the arrow keys to move it"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (dragFrom.current = null)}
        onPointerCancel={() => (dragFrom.current = null)}
        onKeyDown={onKeyDown}
      />
      <SliderField label="Zoom" min={1} max={MAX_ZOOM} step={0.1} value={zoom} onChange={onZoom} width="min(20rem, 100%)" />
      <Flex gap="0.5rem">
        <Button variation="primary" isLoading={busy} loadingText="Uploading…" onClick={() => onCrop(croppedPng(image, frame))}>
          Crop and upload
        </Button>
        <Button onClick={onCancel} isDisabled={busy}>
          Cancel
        </Button>
      </Flex>
    </Flex>
  );
}
