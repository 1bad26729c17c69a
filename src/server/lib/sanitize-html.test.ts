import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.js';

describe('sanitizeHtml pictures', () => {
  it('keeps our own uploaded picture with its alt text and nothing else', () => {
    const clean = sanitizeHtml(
      '<p>Check the mirror.</p>' +
        '<img src="/media/courses/cover-0a1b.jpg" alt="Right mirror" onerror="alert(1)" width="9" style="x">',
    );
    expect(clean).toBe(
      '<p>Check the mirror.</p><img src="/media/courses/cover-0a1b.jpg" alt="Right mirror" width="9" loading="lazy" />',
    );
  });

  it("keeps a picture's size in whole pixels (a saved lesson keeps its drawing's room), nothing else", () => {
    const src = '/media/courses/cover-0a1b.jpg';
    expect(sanitizeHtml(`<img src="${src}" alt="Lanes" width="640" height="360">`)).toBe(
      `<img src="${src}" alt="Lanes" width="640" height="360" loading="lazy" />`,
    );
    for (const size of ['100%', '12px', '0', '99999', '1e3', 'calc(1px)', '-5']) {
      expect(sanitizeHtml(`<img src="${src}" alt="x" width="${size}" height="${size}">`)).toBe(
        `<img src="${src}" alt="x" loading="lazy" />`,
      );
    }
  });

  it('strips remote, protocol-relative, data:, javascript: and look-alike sources', () => {
    const hostile = [
      '<img src="x" onerror="alert(1)">',
      '<img src="https://evil.test/track.jpg" alt="remote">',
      '<img src="//evil.test/media/blog/a.jpg" alt="protocol relative">',
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="inline">',
      '<img src="javascript:alert(2)" alt="script">',
      '<img src="/media/blog/../../etc/passwd.jpg" alt="climb">',
      '<img src="/media/documents/licence-1.jpg" alt="private upload">',
      '<img alt="no source">',
    ].join('');
    expect(sanitizeHtml(`<p>Hello</p>${hostile}`)).toBe('<p>Hello</p>');
  });

  it('keeps blog and gallery uploads too', () => {
    const html = sanitizeHtml(
      '<img src="/media/blog/post-ab.jpg" alt="A"><img src="/media/gallery/g-1.jpg">',
    );
    expect(html).toBe(
      '<img src="/media/blog/post-ab.jpg" alt="A" loading="lazy" /><img src="/media/gallery/g-1.jpg" alt="" loading="lazy" />',
    );
  });
});
