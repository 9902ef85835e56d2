import sharp from 'sharp';

/** More pixels than a 108 MP phone photo: decoding it would take more memory than one upload deserves. */
const MAX_PIXELS = 120_000_000;

/**
 * A photo as its camera showed it and nothing else: re-encoded from its pixels, turned by its EXIF
 * orientation, without EXIF (GPS position, owner), XMP, IPTC, comments or bytes after its end (a
 * JPEG that is also a PDF or an HTML page is only a JPEG afterwards). Null when the bytes do not decode.
 */
export async function cleanJpeg(bytes: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS })
      .rotate()
      .jpeg({ quality: 90 })
      .toBuffer();
  } catch {
    return null;
  }
}
