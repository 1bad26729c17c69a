export type PagerItem = number | 'gap';

/**
 * Page numbers as the spec's pager shows them: `range` numbers around the current page plus
 * `margin` numbers at each end, with a gap where pages are skipped.
 * pagerItems(7, 12, 2, 5) -> [1, 2, gap, 5, 6, 7, 8, 9, gap, 11, 12]
 */
export function pagerItems(
  page: number,
  pageCount: number,
  margin: number,
  range: number,
): PagerItem[] {
  if (pageCount <= margin * 2 + range) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const start = Math.max(1, Math.min(page - Math.floor(range / 2), pageCount - range + 1));
  const shown = new Set<number>();
  for (let n = 1; n <= margin; n++) shown.add(n);
  for (let n = start; n < start + range; n++) shown.add(n);
  for (let n = pageCount - margin + 1; n <= pageCount; n++) shown.add(n);
  const items: PagerItem[] = [];
  let previous = 0;
  for (const n of [...shown].sort((a, b) => a - b)) {
    if (n - previous > 1) items.push('gap');
    items.push(n);
    previous = n;
  }
  // Without end pages (margin 0) the skipped pages after the range still show as a gap.
  if (previous < pageCount) items.push('gap');
  return items;
}
