/**
 * A lesson's video, given by link (decision 0032): a YouTube page becomes its privacy-friendly
 * youtube-nocookie embed; any other https link must be a video file the browser can play.
 */
export type VideoLink =
  | { kind: 'youtube'; embedUrl: string }
  | { kind: 'file'; url: string }
  | { kind: 'error'; message: string };

export const VIDEO_NOT_HTTPS = 'The video link must start with https://.';
export const VIDEO_UNKNOWN =
  'This link is not a YouTube video or a video file (.mp4, .webm, .ogg). Please paste the link of the video itself.';

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
]);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
/** Where a YouTube lesson video plays from: the page's CSP lets this origin (only) frame. */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
const VIDEO_FILE = /\.(mp4|webm|ogg|ogv)$/i;

export function parseVideoLink(link: string): VideoLink {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return { kind: 'error', message: VIDEO_UNKNOWN };
  }
  if (url.protocol !== 'https:') return { kind: 'error', message: VIDEO_NOT_HTTPS };
  if (YOUTUBE_HOSTS.has(url.hostname)) {
    const parts = url.pathname.split('/').filter(Boolean);
    const id =
      url.hostname === 'youtu.be'
        ? parts[0]
        : parts[0] === 'watch'
          ? url.searchParams.get('v')
          : ['embed', 'shorts', 'live'].includes(parts[0] ?? '')
            ? parts[1]
            : null;
    if (id && YOUTUBE_ID.test(id)) {
      return { kind: 'youtube', embedUrl: `${YOUTUBE_EMBED_ORIGIN}/embed/${id}` };
    }
    return { kind: 'error', message: VIDEO_UNKNOWN };
  }
  if (VIDEO_FILE.test(url.pathname) && !url.username && !url.password) {
    return { kind: 'file', url: url.toString() };
  }
  return { kind: 'error', message: VIDEO_UNKNOWN };
}

/** What a lesson stores: the embed for YouTube, the file's link otherwise. */
export function storedVideoUrl(link: string): string | null {
  const v = parseVideoLink(link);
  return v.kind === 'youtube' ? v.embedUrl : v.kind === 'file' ? v.url : null;
}
