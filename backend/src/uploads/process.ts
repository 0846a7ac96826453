import sharp from 'sharp';
import { uploadWidths } from '@tradeguild/contracts/uploads/variants';
import { AppError, ValidationError } from '../errors.ts';

/**
 * Re-encodes an uploaded image with sharp (libvips; decision 0063): orientation applied, then each
 * responsive width as WebP, never wider than the original. Only sharp's output is stored, so EXIF
 * (GPS included), XMP, comments and anything after the image data (trailing bytes, a polyglot's
 * second file) never reach the storage: sharp writes no metadata unless asked to.
 */

/** Larger images are refused before decoding (a small file can declare a huge canvas). */
export const MAX_INPUT_PIXELS = 40_000_000;
const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

export interface EncodedSize {
  width: number;
  bytes: Buffer;
}

const unreadable = () => new ValidationError('The image could not be read: upload a JPEG, PNG, WebP or GIF photo');

export async function encodeImage(input: Buffer): Promise<EncodedSize[]> {
  // animated: false reads the first frame of a GIF or WebP only; limitInputPixels guards the decoder too.
  const open = () => sharp(input, { animated: false, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  // The header alone (no decoding), so a declared huge canvas gets its own message below.
  const meta = await sharp(input, { animated: false, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (!meta.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) throw unreadable();
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new AppError(
      413,
      'validation',
      `Image too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels (this one is ${meta.width} x ${meta.height})`,
    );
  }
  // Orientations 5 to 8 turn the picture a quarter: its width is the stored height.
  const width = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
  try {
    return await Promise.all(
      uploadWidths(width).map(async (w) => ({
        width: w,
        bytes: await open().rotate().resize({ width: w, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer(),
      })),
    );
  } catch {
    throw unreadable();
  }
}
