import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES, UPLOAD_MESSAGES } from '../messages';
import {
  acceptAttribute,
  checkUploadFiles,
  CV_UPLOAD,
  findUploadRule,
  MAINTENANCE_UPLOAD,
  maxUploadBytes,
} from './upload-rules';

const MB = 1024 * 1024;

describe('MAINTENANCE_UPLOAD', () => {
  it('accepts jpg, jpeg, pdf, doc, docx and mp4 within their limits', () => {
    const files = [
      { name: 'a.JPG', size: MB, mime: 'image/jpeg' },
      { name: 'b.jpeg', size: 10, mime: 'image/jpeg' },
      { name: 'c.pdf', size: MB, mime: 'application/pdf' },
      { name: 'd.doc', size: 10, mime: 'application/x-cfb' },
      {
        name: 'e.docx',
        size: 10,
        mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
      { name: 'f.mp4', size: 20 * MB, mime: 'video/mp4' },
    ];
    expect(checkUploadFiles(MAINTENANCE_UPLOAD, files)).toBeNull();
  });

  it('refuses an 11th file', () => {
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `${i}.jpg`, size: 1, mime: 'image/jpeg' }));
    expect(checkUploadFiles(MAINTENANCE_UPLOAD, files)).toMatchObject({
      code: 'too-many',
      status: 400,
      message: UPLOAD_MESSAGES.tooManyFiles,
    });
  });

  it('refuses a .jpg whose bytes are HTML (415 with the spec message)', () => {
    expect(checkUploadFiles(MAINTENANCE_UPLOAD, [{ name: 'x.jpg', size: 10, mime: 'text/html' }])).toEqual({
      code: 'type',
      status: 415,
      message: UPLOAD_MESSAGES.notAllowedType,
      fileName: 'x.jpg',
    });
    expect(checkUploadFiles(MAINTENANCE_UPLOAD, [{ name: 'x.png', size: 10, mime: 'image/png' }])?.code).toBe(
      'type',
    );
  });

  it('refuses oversize files with the limit and a compression link (413)', () => {
    const image = checkUploadFiles(MAINTENANCE_UPLOAD, [{ name: 'a.jpg', size: MB + 1, mime: 'image/jpeg' }]);
    expect(image).toMatchObject({ code: 'size', status: 413 });
    expect(image?.message).toContain('1 MB');
    expect(image?.message).toContain('https://www.iloveimg.com/es/comprimir-imagen');
    const pdf = checkUploadFiles(MAINTENANCE_UPLOAD, [
      { name: 'a.pdf', size: 2 * MB, mime: 'application/pdf' },
    ]);
    expect(pdf?.message).toContain('https://www.ilovepdf.com/es/comprimir_pdf');
    const video = checkUploadFiles(MAINTENANCE_UPLOAD, [{ name: 'a.mp4', size: 21 * MB, mime: 'video/mp4' }]);
    expect(video?.message).toContain('20 MB');
  });

  it('has a multer limit of the largest kind and an accept attribute', () => {
    expect(maxUploadBytes(MAINTENANCE_UPLOAD)).toBe(20 * MB);
    expect(acceptAttribute(MAINTENANCE_UPLOAD)).toBe('.jpg,.jpeg,.pdf,.doc,.docx,.mp4');
  });

  it('matches by sniffed MIME alone, or by name and MIME together', () => {
    expect(findUploadRule(MAINTENANCE_UPLOAD, { mime: 'video/mp4' })?.kind).toBe('video');
    expect(findUploadRule(MAINTENANCE_UPLOAD, { name: 'a.pdf', mime: 'image/jpeg' })).toBeUndefined();
    expect(findUploadRule(MAINTENANCE_UPLOAD, { name: 'noext' })).toBeUndefined();
  });
});

describe('CV_UPLOAD', () => {
  it('requires at least one PDF', () => {
    expect(checkUploadFiles(CV_UPLOAD, [])).toMatchObject({
      code: 'required',
      message: FORM_MESSAGES.cvRequired,
    });
    expect(
      checkUploadFiles(CV_UPLOAD, [{ name: 'cv.pdf', size: 5 * MB, mime: 'application/pdf' }]),
    ).toBeNull();
  });

  it('refuses Word, more than 3 files and PDFs over 5 MB', () => {
    expect(checkUploadFiles(CV_UPLOAD, [{ name: 'cv.docx', size: 10 }])).toMatchObject({
      status: 415,
      message: UPLOAD_MESSAGES.cvPdfOnly,
    });
    const four = Array.from({ length: 4 }, (_, i) => ({ name: `${i}.pdf`, size: 1 }));
    expect(checkUploadFiles(CV_UPLOAD, four)?.message).toBe(UPLOAD_MESSAGES.cvTooManyFiles);
    expect(UPLOAD_MESSAGES.cvTooManyFiles).toContain(String(CV_UPLOAD.maxFiles));
    expect(checkUploadFiles(CV_UPLOAD, [{ name: 'cv.pdf', size: 5 * MB + 1 }])?.status).toBe(413);
  });
});
