import type { Config } from '../../config.js';
import { diskStorage } from './disk-storage.js';
import { s3Storage } from './s3-storage.js';
import type { UploadStorage } from './upload-storage.js';

export function createUploadStorage(config: Config['uploads']): UploadStorage {
  return config.kind === 's3' ? s3Storage(config) : diskStorage(config.dir);
}
