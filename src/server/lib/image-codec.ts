import type sharpPackage from 'sharp';
import type { Sharp, SharpInput, SharpOptions } from 'sharp';
import { lazyModule } from './lazy-module.js';

const loadSharp = lazyModule<typeof sharpPackage>('sharp');
let configured = false;

/**
 * sharp (libvips) on `input`, loaded with the first picture the server handles rather than at
 * start: libvips is ~20 MB resident, and only uploads and the seed's covers use it (decision
 * 0043). Its operation cache is off: each picture is decoded once, and the cache would keep up
 * to 50 MB of them.
 */
export function image(input?: SharpInput, options?: SharpOptions): Sharp {
  const sharp = loadSharp();
  if (!configured) {
    sharp.cache(false);
    configured = true;
  }
  return sharp(input, options);
}
