import sharp from 'sharp';

export const THUMBNAIL_MAX_SIDE = 200;

/**
 * A JPEG no larger than 200 px a side (never enlarged), turned upright by its EXIF orientation.
 * Decoding stops at 50 megapixels so a crafted "decompression bomb" cannot exhaust memory.
 */
export const makeThumbnail = async (source: Buffer): Promise<Buffer> =>
  sharp(source, { limitInputPixels: 50_000_000, animated: false })
    .rotate()
    .resize(THUMBNAIL_MAX_SIDE, THUMBNAIL_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toBuffer();
