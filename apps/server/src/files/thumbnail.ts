import sharp from 'sharp';

export const THUMBNAIL_MAX_SIDE = 200;

/** Decoding stops here, so a crafted "decompression bomb" cannot exhaust memory. */
export const THUMBNAIL_MAX_INPUT_PIXELS = 50_000_000;

/**
 * A JPEG no larger than 200 px a side (never enlarged), turned upright by its EXIF orientation;
 * null when the image cannot be decoded within the pixel limit or at all (a pixel bomb, a damaged
 * file): its bytes stay downloadable, it just has no preview.
 */
export const makeThumbnail = async (source: Buffer): Promise<Buffer | null> => {
  try {
    return await sharp(source, { limitInputPixels: THUMBNAIL_MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(THUMBNAIL_MAX_SIDE, THUMBNAIL_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
};
