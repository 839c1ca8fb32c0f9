import { useEffect, useRef, type ReactNode } from 'react';

import type { Rect } from '@site/src/lib/creative/crop';

export type BitmapCanvasProps = {
  readonly bitmap: ImageBitmap;
  /** Part of the bitmap to draw, in bitmap pixels; the whole bitmap when absent. */
  readonly source?: Rect;
  readonly width: number;
  readonly height: number;
  readonly className?: string;
};

/** Draws a decoded image into a canvas: no object URL, so the page's img-src policy stays as it is. */
export default function BitmapCanvas({ bitmap, source, width, height, className }: BitmapCanvasProps): ReactNode {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const ctx = ref.current?.getContext('2d');
    if (!ctx) return;
    ctx.clearRect(0, 0, width, height);
    const s = source ?? { x: 0, y: 0, width: bitmap.width, height: bitmap.height };
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, s.x, s.y, s.width, s.height, 0, 0, width, height);
  }, [bitmap, source, width, height]);
  return <canvas ref={ref} width={width} height={height} className={className} aria-hidden="true" />;
}
