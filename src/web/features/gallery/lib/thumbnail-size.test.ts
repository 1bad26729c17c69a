import { describe, expect, it } from 'vitest';
import { thumbnailWidth, visibleThumbnails, THUMBNAIL_GAP } from './thumbnail-size';

describe('gallery thumbnail strip', () => {
  it('shows 13 thumbnails, 7 under 768 px and 4 under 480 px', () => {
    expect(visibleThumbnails(1280)).toBe(13);
    expect(visibleThumbnails(768)).toBe(13);
    expect(visibleThumbnails(767)).toBe(7);
    expect(visibleThumbnails(480)).toBe(7);
    expect(visibleThumbnails(479)).toBe(4);
  });

  it('sizes thumbnails so that exactly that many fit the width', () => {
    for (const vw of [1280, 1024, 700, 390]) {
      const n = visibleThumbnails(vw);
      const outer = thumbnailWidth(vw) + 6;
      const used = n * outer + (n - 1) * THUMBNAIL_GAP + 32;
      expect(used).toBeLessThanOrEqual(vw);
      expect(used + outer + THUMBNAIL_GAP).toBeGreaterThan(vw);
    }
  });
});
