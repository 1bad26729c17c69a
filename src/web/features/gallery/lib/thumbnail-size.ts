/** Thumbnails in view: 13, or 7 under 768 px, or 4 under 480 px. */
export function visibleThumbnails(viewportWidth: number): number {
  if (viewportWidth < 480) return 4;
  if (viewportWidth < 768) return 7;
  return 13;
}

const GAP = 8;
const TRACK_PADDING = 16;
const FRAME = 2 * (1 + 2); // border 1 px and padding 2 px on each side

/** A thumbnail width that fits exactly `visibleThumbnails` in the strip. */
export function thumbnailWidth(viewportWidth: number): number {
  const count = visibleThumbnails(viewportWidth);
  const room = viewportWidth - 2 * TRACK_PADDING - GAP * (count - 1);
  return Math.max(40, Math.floor(room / count) - FRAME);
}

export const THUMBNAIL_GAP = GAP;
