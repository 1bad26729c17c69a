/** Pictures are sent at most this many pixels a side (the server keeps 2000 at most too). */
export const SHRINK_MAX_SIDE = 2000;
/** Pictures smaller than this (and within SHRINK_MAX_SIDE) are sent as they are. */
export const SHRINK_ABOVE_BYTES = 1024 * 1024;
const JPEG_QUALITY = 0.85;

const SHRINKABLE = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * A phone photo (often 4000 px and 5 MB or more) re-drawn at most SHRINK_MAX_SIDE a side as a
 * JPEG, in the browser, so a slow connection sends a fraction of it. PDFs, small pictures and
 * anything the browser cannot decode are returned unchanged (the server checks them).
 */
export async function shrinkImage(file: File): Promise<File> {
  if (!SHRINKABLE.includes(file.type) || file.size <= SHRINK_ABOVE_BYTES) return file;
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const scale = Math.min(1, SHRINK_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const context = canvas.getContext('2d');
  if (!context) return file;
  // JPEG has no transparency: a PNG's clear parts become white, as the server makes them.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
  );
  if (!blob || blob.size >= file.size) return file;
  const name = file.name.replace(/\.[^.]*$/, '') + '.jpg';
  return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
}

const THUMBNAIL_SIDE = 112;

/**
 * A small JPEG data: address of the picture for the "what was sent" row (a few kB, where an
 * object URL would keep the whole photo in memory); undefined when the browser cannot read it.
 */
export async function thumbnailOf(file: Blob): Promise<string | undefined> {
  if (!SHRINKABLE.includes(file.type) || typeof createImageBitmap !== 'function') return undefined;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, THUMBNAIL_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return canvas.toDataURL('image/jpeg', 0.7);
  } catch {
    return undefined;
  }
}
