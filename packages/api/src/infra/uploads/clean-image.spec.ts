import sharp from 'sharp';
import { cleanJpeg } from './clean-image';

/** A 16×8 photo as a phone writes it: turned by its orientation tag, with a GPS position and an owner. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 8, channels: 3, background: '#1f5fa8' } })
    .jpeg()
    .withExif({
      IFD0: { Artist: 'Ana Gómez', Copyright: 'Ana Gómez' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '6/1 12/1 36/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '75/1 34/1 13/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe('cleanJpeg', () => {
  it('drops EXIF (GPS, owner) and keeps the photo the way its orientation showed it', async () => {
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(original.includes(Buffer.from('Ana G'))).toBe(true);

    const cleaned = await cleanJpeg(original);
    expect(cleaned).not.toBeNull();
    const meta = await sharp(cleaned!).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 8, height: 16 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(cleaned!.includes(Buffer.from('Ana G'))).toBe(false);
  });

  it('keeps a JPEG only: what a polyglot carries after the image or in a comment is gone', async () => {
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const pdfTail = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog /OpenAction 2 0 R>> endobj\n%%EOF\n');
    const comment = Buffer.from('<script>alert(1)</script>');
    const withComment = Buffer.concat([
      image.subarray(0, 2),
      Buffer.from([0xff, 0xfe, 0, comment.length + 2]),
      comment,
      image.subarray(2),
      pdfTail,
    ]);
    const cleaned = await cleanJpeg(withComment);
    expect(cleaned!.includes(Buffer.from('%PDF'))).toBe(false);
    expect(cleaned!.includes(Buffer.from('<script>'))).toBe(false);
    expect((await sharp(cleaned!).metadata()).format).toBe('jpeg');
  });

  it('answers null for bytes that start like a JPEG and do not decode', async () => {
    expect(
      await cleanJpeg(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)])),
    ).toBeNull();
  });
});
