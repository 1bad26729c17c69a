import { describe, expect, it } from 'vitest';
import { IMAGE_TYPE_MESSAGE, IMAGE_TYPES, tooLargeMessage } from '../../shared/uploads';
import { formatFileSize, refusalOf } from './upload-rules';

const rules = {
  accept: IMAGE_TYPES,
  maxBytes: 5 * 1024 * 1024,
  typeMessage: IMAGE_TYPE_MESSAGE,
  tooLargeMessage: tooLargeMessage('file', 5 * 1024 * 1024),
};

describe('refusalOf', () => {
  it('takes an accepted type within the limit, reading the extension when the phone gives no type', () => {
    expect(refusalOf({ name: 'a.jpg', type: 'image/jpeg', size: 10 }, rules)).toBeUndefined();
    expect(refusalOf({ name: 'IMG_1.JPEG', type: '', size: 10 }, rules)).toBeUndefined();
  });

  it('refuses another type, then a file over the limit, in the server’s words', () => {
    expect(refusalOf({ name: 'a.pdf', type: 'application/pdf', size: 10 }, rules)).toBe(
      'Please upload a JPEG, PNG or WebP image.',
    );
    expect(refusalOf({ name: 'a.gif', type: '', size: 10 }, rules)).toBe(IMAGE_TYPE_MESSAGE);
    expect(refusalOf({ name: 'a.png', type: 'image/png', size: 5 * 1024 * 1024 + 1 }, rules)).toBe(
      'The file is too large. The limit is 5 MB.',
    );
  });
});

describe('formatFileSize', () => {
  it('shows kB below a megabyte and MB with one decimal above', () => {
    expect(formatFileSize(2048)).toBe('2 kB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});
