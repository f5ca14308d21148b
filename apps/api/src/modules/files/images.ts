import sharp from 'sharp';
import { badRequest } from '../../lib/http-error';

export const NOT_AN_IMAGE = 'Upload a JPEG, PNG or WebP image';
const UNREADABLE = 'This image could not be read; upload a JPEG, PNG or WebP image';

type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The type the bytes say they are, whatever the file name or the declared type claim. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'image/webp';
  return null;
}

/** Fixed output sizes (ADR 018): a square photo, portfolio images fitted inside a 4:3 box. */
export const IMAGE_PRESETS = {
  photo: { width: 400, height: 400, fit: 'cover' },
  portfolio: { width: 1200, height: 900, fit: 'inside' },
} as const;
export type ImagePreset = keyof typeof IMAGE_PRESETS;

export type ProcessedImage = { bytes: Buffer; contentType: 'image/webp'; width: number; height: number };

/**
 * Checks the bytes are a JPEG, PNG or WebP, then re-encodes them as WebP at the preset's size. The
 * output carries no metadata (EXIF, GPS, ICC comments): sharp writes none unless asked to. The EXIF
 * orientation is applied first, so a phone photo stays upright once its EXIF is gone.
 */
export async function processImage(input: Buffer, preset: ImagePreset): Promise<ProcessedImage> {
  if (!sniffImageType(input)) throw badRequest(NOT_AN_IMAGE);
  const size = IMAGE_PRESETS[preset];
  try {
    const { data, info } = await sharp(input, { limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate()
      .resize({
        width: size.width,
        height: size.height,
        fit: size.fit,
        withoutEnlargement: size.fit === 'inside',
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch {
    throw badRequest(UNREADABLE);
  }
}
