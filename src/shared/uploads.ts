/** What the upload controls accept; the server decides by the file's content, not its type. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_OR_PDF_TYPES = [...IMAGE_TYPES, 'application/pdf'] as const;

export const IMAGE_TYPE_MESSAGE = 'Please upload a JPEG, PNG or WebP image.';
export const CAR_PHOTO_TYPE_MESSAGE = 'Please upload a JPEG, PNG or WebP photo of the car.';
export const IMAGE_OR_PDF_TYPE_MESSAGE = 'Please upload a JPEG, PNG or WebP image, or a PDF.';

/** "The file is too large. The limit is 5 MB." (`what`: file, photo, image). */
export const tooLargeMessage = (what: 'file' | 'photo' | 'image', maxBytes: number) =>
  `The ${what} is too large. The limit is ${maxBytes / 1024 / 1024} MB.`;
