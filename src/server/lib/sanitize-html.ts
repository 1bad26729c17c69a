import type sanitizeHtmlPackage from 'sanitize-html';
import { lazyModule } from './lazy-module.js';

const sanitize = lazyModule<typeof sanitizeHtmlPackage>('sanitize-html');

/**
 * Pictures in rich text must be ones we stored (blog, course and gallery uploads): a remote
 * picture tracks readers and can change after review; data: and javascript: URLs never pass.
 */
const OWN_IMAGE_SRC = /^\/media\/(?:blog|courses|gallery)\/[A-Za-z0-9_-]+\.(?:jpe?g|png|webp|svg)$/;

export const isOwnImageSrc = (src: string | undefined): boolean =>
  src !== undefined && OWN_IMAGE_SRC.test(src);

/**
 * The only way HTML reaches the database: anything that could run (scripts, event handlers,
 * javascript: links, iframes, styles) is removed. Links to other sites open safely; a picture
 * stays only with its alt text and a src on our own upload paths.
 */
/** A picture's size attribute when it is a whole number of pixels (1 to 4,000), else nothing. */
const pixels = (name: string, value: string | undefined) =>
  value && /^\d{1,4}$/.test(value) && Number(value) > 0 && Number(value) <= 4000
    ? { [name]: value }
    : {};

export function sanitizeHtml(html: string): string {
  return sanitize()(html, {
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'p',
      'br',
      'hr',
      'strong',
      'b',
      'em',
      'i',
      'u',
      'ul',
      'ol',
      'li',
      'blockquote',
      'a',
      'img',
      'figure',
      'figcaption',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'caption',
      'span',
      'small',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'loading', 'width', 'height'],
      th: ['scope', 'colspan'],
      td: ['colspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnImageSrc(frame.attribs.src),
    transformTags: {
      a: (tagName, attribs) => {
        const external = /^https?:\/\//i.test(attribs.href ?? '');
        return {
          tagName,
          attribs: external
            ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' }
            : attribs,
        };
      },
      // Width and height (whole pixels) let the page keep the picture's room while it loads.
      img: (tagName, attribs) => ({
        tagName,
        attribs: {
          src: attribs.src ?? '',
          alt: attribs.alt ?? '',
          ...pixels('width', attribs.width),
          ...pixels('height', attribs.height),
          loading: 'lazy',
        },
      }),
    },
  });
}

/** What the tag-free sanitiser leaves escaped, read back to the characters a renter typed. */
const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&amp;': '&',
};

/**
 * Plain text from what may hold HTML (a renter's review): every tag goes, and the text of
 * scripts and styles with it; what is left is stored as text and always shown escaped.
 */
export function htmlToPlainText(input: string): string {
  const text = sanitize()(input, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['style', 'script', 'textarea', 'option', 'noscript', 'title'],
  });
  return text.replace(/&(?:lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity] ?? entity).trim();
}
