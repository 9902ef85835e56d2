import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  COLOMBIA,
  CONSENT_TEXTS,
  DOCUMENT_NUMBER_RULES,
  FORM_MESSAGES,
  PHONE_MESSAGES,
  HEADQUARTERS,
  MAINTENANCE_CATEGORIES,
  UPLOAD_MESSAGES,
  fileTooLargeMessage,
} from '@inmo/contracts';
import request from 'supertest';
import sharp from 'sharp';
import { filesUnder, useFormStack } from '#test/form-helpers';
import * as fx from '#test/upload-fixtures';
import { waitFor } from '#test/wait-for';
import { type ErrorBody } from '#src/infra/http/http-messages';

const run = promisify(execFile);
const MB = 1024 * 1024;
const POBLADO_MAILBOX = 'poblado@inmobiliaria.example';
const DEFAULT_MAILBOX = 'mantenimientos@inmobiliaria.example';
const TABLES = ['customers', 'consents', 'maintenance_requests', 'maintenance_files', 'outbox'];

interface Created {
  readonly id: number;
  readonly record: string;
  readonly accessToken: string;
}
interface FileView {
  readonly id: string;
  readonly name: string;
  readonly mime: string;
  readonly kind: string;
}

type Attachment = { name: string; bytes: Buffer };

async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'inmo-mpdf-'));
  try {
    await writeFile(path.join(dir, 'a.pdf'), pdf);
    return (await run('pdftotext', ['-layout', path.join(dir, 'a.pdf'), '-'])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const fields = (captcha: string, overrides: Record<string, string> = {}): Record<string, string> => ({
  idHeadquarter: '2',
  documentType: 'CC',
  document: '1037612345',
  fullname: 'Juan Camilo Ospina',
  extension: '+57',
  cellphone: '3001234567',
  email: 'juan.ospina@example.com',
  address: 'Calle 10 # 43-12 apto 301',
  idCategory: '1',
  description: 'Fuga de agua debajo del lavaplatos de la cocina',
  consent: 'true',
  captcha,
  ...overrides,
});

describe('maintenance requests (PostgreSQL, SMTP peer, Chromium)', () => {
  const stack = useFormStack(
    { MAIL_HEADQUARTERS: JSON.stringify({ '2': POBLADO_MAILBOX }) },
    // A maintenance mail waits for its receipt PDF (Chromium).
    { settleBeforeEach: 30_000 },
  );
  const { http, captcha } = stack;
  let photo: Buffer;

  const post = (body: Record<string, string>, files: Attachment[]) => {
    const req = http().post('/api/maintenance');
    for (const [k, v] of Object.entries(body)) void req.field(k, v);
    for (const f of files) void req.attach('archivo', f.bytes, f.name);
    return req;
  };
  const fieldErrors = (res: request.Response) =>
    Object.fromEntries(((res.body as ErrorBody).errors ?? []).map((e) => [e.field, e.message]));

  beforeAll(async () => {
    photo = await fx.jpeg();
  });

  it('serves the headquarters, categories and countries lookups', async () => {
    const hq = await http().get('/api/lookups/headquarters').expect(200);
    expect(hq.body).toEqual(HEADQUARTERS.map((h) => ({ id: h.id, headquarter: h.headquarter })));
    expect(hq.body).toHaveLength(12);
    const categories = await http().get('/api/lookups/categories').expect(200);
    expect(categories.body).toEqual(MAINTENANCE_CATEGORIES.map((c) => ({ id: c.id, category: c.category })));
    const countries = await http().get('/api/lookups/countries').expect(200);
    const list = countries.body as {
      code: string;
      spanishName: string;
      callingCode: string;
      suffixes: string[];
      flag: string;
    }[];
    expect(list.length).toBeGreaterThan(200);
    // The form draws its default with COLOMBIA before the list has loaded: the two must agree.
    expect(list[0]).toEqual(COLOMBIA);
    expect(list.find((c) => c.code === 'DE')?.spanishName).toBe('Alemania');
  });

  it('creates the request (status 3, company 1, 25-char record), stores the files and mails the PDF', async () => {
    const before = await filesUnder(path.join(stack.config.DATA_DIR, 'uploads'));
    const res = await post(fields(await captcha()), [
      { name: 'cocina.jpg', bytes: photo },
      { name: 'baño.jpeg', bytes: await fx.jpeg() },
      { name: 'factura.pdf', bytes: fx.pdf() },
    ]).expect(201);
    const created = res.body as Created;
    expect(Object.keys(created).sort()).toEqual(['accessToken', 'id', 'record']);
    expect(created.record).toHaveLength(25);
    expect(created.record).toMatch(/^12345[0-9a-f]{20}$/);

    const [row] = await stack.probe.rows('select * from maintenance_requests where id = $1', [created.id]);
    expect(row).toMatchObject({
      record: created.record,
      status_id: 3,
      company_id: 1,
      finalized: false,
      headquarter_id: 2,
      category_id: 1,
      cellphone: '+57 3001234567',
      fullname: 'JUAN CAMILO OSPINA',
      address_maintenance: 'CALLE 10 # 43-12 APTO 301',
      description: 'FUGA DE AGUA DEBAJO DEL LAVAPLATOS DE LA COCINA',
    });
    expect(JSON.stringify(row)).not.toContain(created.accessToken);
    const [customer] = await stack.probe.rows('select * from customers where id = $1', [row?.customer_id]);
    expect(customer).toMatchObject({ document: '1037612345', cellphone: '+57 3001234567' });
    const [consent] = await stack.probe.rows(
      'select * from consents where subject_type = $1 and subject_id = $2',
      ['maintenance', String(created.id)],
    );
    expect(consent).toMatchObject({ text_shown: CONSENT_TEXTS.generic, purposes: ['tramite_mantenimiento'] });
    const files = await stack.probe.rows<{ original_name: string; mime: string; storage_key: string }>(
      'select * from maintenance_files where maintenance_id = $1 order by position',
      [created.id],
    );
    expect(files.map((f) => [f.original_name, f.mime])).toEqual([
      ['cocina.jpg', 'image/jpeg'],
      ['baño.jpeg', 'image/jpeg'],
      ['factura.pdf', 'application/pdf'],
    ]);
    const after = await filesUnder(path.join(stack.config.DATA_DIR, 'uploads'));
    expect(after.length - before.length).toBe(3);
    // Generated names only.
    expect(files.every((f) => !f.storage_key.includes('cocina'))).toBe(true);

    const mails = await stack.peer.waitFor(2, 30_000);
    const customerMail = mails.find((m) => m.envelopeTo.includes('juan.ospina@example.com'));
    const branchMail = mails.find((m) => m.envelopeTo.includes(POBLADO_MAILBOX));
    expect(customerMail?.parsed.subject).toBe(
      'Resumen de tu solicitud de mantenimiento | Alameda Inmobiliaria',
    );
    const pdf = customerMail?.parsed.attachments.find(
      (a) => a.filename === `MANTENIMIENTO_${created.id}.pdf`,
    );
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf!.content);
    expect(text).toContain(created.record);
    expect(text).toContain('JUAN CAMILO OSPINA');
    expect(text).toContain('+57 3001234567');
    expect(text).toContain('POBLADO');
    expect(text).toContain('Plomería');
    expect(customerMail?.parsed.text).toContain(created.record);

    expect(branchMail?.parsed.subject).toBe(`Nueva solicitud de mantenimiento ${created.record} (POBLADO)`);
    expect(branchMail?.parsed.replyTo?.value[0]?.address).toBe('juan.ospina@example.com');
    // The branch files the same receipt the customer got, with the visitor's files.
    expect(branchMail?.parsed.attachments.map((a) => a.filename)).toEqual([
      'cocina.jpg',
      'baño.jpeg',
      'factura.pdf',
      `MANTENIMIENTO_${created.id}.pdf`,
    ]);
    // The photo as stored: re-encoded from its pixels, without its metadata.
    const mailed = branchMail?.parsed.attachments[0]?.content ?? Buffer.alloc(0);
    expect(await sharp(mailed).metadata()).toMatchObject({ format: 'jpeg', width: 16, height: 16 });
    expect(mailed.equals(photo)).toBe(false);
    expect(branchMail?.parsed.attachments[3]?.contentType).toBe('application/pdf');
    expect(branchMail?.parsed.attachments[3]?.content.equals(pdf!.content)).toBe(true);
    expect(branchMail?.parsed.text).toContain('Adjuntamos el resumen en PDF que recibió el cliente');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(stack.peer.messages).toHaveLength(2);
  });

  describe('reading back with the access token', () => {
    let a: Created;
    let b: Created;
    let aFiles: FileView[];
    let bFiles: FileView[];

    beforeAll(async () => {
      a = (
        await post(fields(await captcha(), { document: '80111222', idHeadquarter: '5' }), [
          { name: 'pared.jpg', bytes: photo },
          { name: 'informe.docx', bytes: fx.docx() },
        ]).expect(201)
      ).body as Created;
      b = (
        await post(fields(await captcha(), { document: '80333444', email: 'otra@example.com' }), [
          { name: 'techo.jpg', bytes: await fx.jpeg() },
        ]).expect(201)
      ).body as Created;
      const filesOf = async (c: Created) =>
        (
          (await http().get(`/api/maintenance/${c.id}`).query({ token: c.accessToken }).expect(200)).body as {
            files: FileView[];
          }
        ).files;
      aFiles = await filesOf(a);
      bFiles = await filesOf(b);
    });

    it('returns the maintenance with its files for the token holder', async () => {
      const res = await http().get(`/api/maintenance/${a.id}`).query({ token: a.accessToken }).expect(200);
      expect(res.body).toMatchObject({
        id: a.id,
        record: a.record,
        headquarter: { id: 5, headquarter: 'LA ESTRELLA' },
        category: { id: 1, category: 'Plomería' },
        status: { id: 3 },
        company: { id: 1 },
        finalized: false,
        cellphone: '+57 3001234567',
      });
      expect(aFiles.map((f) => [f.name, f.kind])).toEqual([
        ['pared.jpg', 'image'],
        ['informe.docx', 'word'],
      ]);
    });

    it('serves an image inline and a document as a download, with nosniff', async () => {
      const img = await http()
        .get(`/api/maintenance/${a.id}/files/${aFiles[0]!.id}`)
        .query({ token: a.accessToken })
        .buffer(true)
        .expect(200);
      expect(img.headers['content-type']).toBe('image/jpeg');
      expect(img.headers['x-content-type-options']).toBe('nosniff');
      expect(img.headers['content-disposition']).toBe(
        `inline; filename="pared.jpg"; filename*=UTF-8''pared.jpg`,
      );
      expect(await sharp(img.body as Buffer).metadata()).toMatchObject({
        format: 'jpeg',
        width: 16,
        height: 16,
      });
      const doc = await http()
        .get(`/api/maintenance/${a.id}/files/${aFiles[1]!.id}`)
        .query({ token: a.accessToken })
        .expect(200);
      expect(doc.headers['content-disposition']).toMatch(/^attachment; filename="informe.docx"/);
    });

    it('answers the same 404 for a wrong, missing or foreign token, and for another request file', async () => {
      const refused = [
        http().get(`/api/maintenance/${a.id}`),
        http().get(`/api/maintenance/${a.id}`).query({ token: b.accessToken }),
        http().get(`/api/maintenance/${a.id}/files/${aFiles[0]!.id}`).query({ token: b.accessToken }),
        http().get(`/api/maintenance/${a.id}/files/${aFiles[0]!.id}`),
        // b's file through a's id and token.
        http().get(`/api/maintenance/${a.id}/files/${bFiles[0]!.id}`).query({ token: a.accessToken }),
        http().get(`/api/maintenance/${a.id}/files/not-a-uuid`).query({ token: a.accessToken }),
        http().get(`/api/maintenance/${a.id}/pdf`).query({ token: b.accessToken }),
        http().get(`/api/maintenance/${a.id}/pdf/status`),
        http().get(`/api/maintenance/424242`).query({ token: a.accessToken }),
      ];
      for (const pending of refused) {
        const res = await pending;
        expect([res.status, res.body]).toEqual([404, { statusCode: 404, message: 'No encontrado' }]);
      }
    });

    it('reports the PDF state and downloads MANTENIMIENTO_{id}.pdf once rendered', async () => {
      await waitFor(
        'PDF rendered',
        async () => {
          const res = await http().get(`/api/maintenance/${a.id}/pdf/status`).query({ token: a.accessToken });
          return (res.body as { status: string }).status === 'done';
        },
        30_000,
      );
      const res = await http()
        .get(`/api/maintenance/${a.id}/pdf`)
        .query({ token: a.accessToken })
        .buffer(true)
        .parse((response, callback) => {
          const chunks: Buffer[] = [];
          response.on('data', (c: Buffer) => chunks.push(c));
          response.on('end', () => callback(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="MANTENIMIENTO_${a.id}.pdf"; filename*=UTF-8''MANTENIMIENTO_${a.id}.pdf`,
      );
      const text = await pdfText(res.body as Buffer);
      expect(text).toContain(a.record);
      expect(text).toContain('LA ESTRELLA');
      expect(text).toContain('informe.docx');
      // This request has a photo, inlined in the PDF.
      expect(text).not.toContain('No hay imágenes disponibles');
    });
  });

  it('the PDF of a request without photos says "No hay imágenes disponibles"', async () => {
    const created = (
      await post(fields(await captcha(), { document: '80555666' }), [
        { name: 'cotizacion.pdf', bytes: fx.pdf() },
      ]).expect(201)
    ).body as Created;
    const [mail] = (await stack.peer.waitFor(2, 30_000)).filter((m) =>
      m.envelopeTo.includes('juan.ospina@example.com'),
    );
    const pdf = mail?.parsed.attachments.find((x) => x.contentType === 'application/pdf');
    expect(await pdfText(pdf!.content)).toContain('No hay imágenes disponibles');
    expect(created.record.startsWith('55666')).toBe(true);
  });

  it('sends the branch copy to the default mailbox when the branch has none', async () => {
    await post(fields(await captcha(), { document: '80777888', idHeadquarter: '7' }), [
      { name: 'a.jpg', bytes: photo },
    ]).expect(201);
    const mails = await stack.peer.waitFor(2, 30_000);
    expect(mails.flatMap((m) => m.envelopeTo).sort()).toEqual(
      [DEFAULT_MAILBOX, 'juan.ospina@example.com'].sort(),
    );
  });

  describe('validation (400 naming the field, nothing stored)', () => {
    it('names each bad text field', async () => {
      const before = await stack.probe.counts(TABLES);
      const res = await post(
        {
          idHeadquarter: '13',
          documentType: 'PA',
          document: '12-34',
          fullname: 'x'.repeat(51),
          extension: 'abc',
          cellphone: '300 123',
          email: 'juan@',
          address: 'd'.repeat(51),
          idCategory: '',
          description: 'z'.repeat(2501),
          consent: 'false',
          captcha: 'tok',
        },
        [{ name: 'a.jpg', bytes: photo }],
      ).expect(400);
      expect(fieldErrors(res)).toEqual({
        idHeadquarter: FORM_MESSAGES.invalidOption,
        documentType: FORM_MESSAGES.invalidOption,
        document: DOCUMENT_NUMBER_RULES.PA.message,
        fullname: 'Máximo 50 caracteres.',
        extension: FORM_MESSAGES.invalidCallingCode,
        cellphone: FORM_MESSAGES.digitsOnly,
        email: FORM_MESSAGES.invalidEmail,
        address: 'Máximo 50 caracteres.',
        idCategory: FORM_MESSAGES.required,
        description: 'Máximo 2500 caracteres.',
        consent: FORM_MESSAGES.consentRequired,
      });
      const empty = await post({}, [{ name: 'a.jpg', bytes: photo }]).expect(400);
      expect(fieldErrors(empty)).toMatchObject({
        idHeadquarter: FORM_MESSAGES.required,
        documentType: FORM_MESSAGES.required,
        document: FORM_MESSAGES.required,
        fullname: FORM_MESSAGES.required,
        extension: FORM_MESSAGES.required,
        cellphone: FORM_MESSAGES.required,
        email: FORM_MESSAGES.required,
        address: FORM_MESSAGES.required,
        idCategory: FORM_MESSAGES.required,
        description: FORM_MESSAGES.required,
        captcha: FORM_MESSAGES.captchaError,
      });
      expect(await stack.probe.counts(TABLES)).toEqual(before);
    });

    it("holds the document number to its type's rule and the phone to the country's plan", async () => {
      const before = await stack.probe.counts(TABLES);
      const file = [{ name: 'a.jpg', bytes: photo }];
      // '43.123.456-7x' used to be stored as '431234567X' with 'CC' chosen.
      const letters = await post(fields('tok', { document: '431234567X' }), file).expect(400);
      expect(fieldErrors(letters)).toEqual({ document: DOCUMENT_NUMBER_RULES.CC.message });
      // Digits only, at most 10, for every type (spec §5): a passport's letters too.
      const passport = await post(fields('tok', { documentType: 'PAS', document: 'AB12345' }), file).expect(
        400,
      );
      expect(fieldErrors(passport)).toEqual({ document: DOCUMENT_NUMBER_RULES.PAS.message });
      const short = await post(fields('tok', { cellphone: '300' }), file).expect(400);
      expect(fieldErrors(short)).toEqual({ cellphone: PHONE_MESSAGES.colombian });
      const spanish = await post(fields('tok', { extension: '+34', cellphone: '3001234567' }), file).expect(
        400,
      );
      expect(fieldErrors(spanish)).toEqual({ cellphone: PHONE_MESSAGES.tooLong });
      expect(await stack.probe.counts(TABLES)).toEqual(before);
    });

    it('refuses a calling code no country has', async () => {
      const res = await post(fields('tok', { extension: '+999' }), [{ name: 'a.jpg', bytes: photo }]).expect(
        400,
      );
      expect(fieldErrors(res)).toEqual({ extension: FORM_MESSAGES.invalidCallingCode });
    });

    it('refuses an unsolved bot check with "Recaptcha Error"', async () => {
      const before = await stack.probe.counts(TABLES);
      const res = await post(fields('not-a-token'), [{ name: 'a.jpg', bytes: photo }]).expect(400);
      // Removed before the answer, not after it: the photo checked fine and only the bot check failed.
      expect(await filesUnder(path.join(stack.config.DATA_DIR, 'uploads', '.incoming'))).toEqual([]);
      expect((res.body as ErrorBody).message).toBe(FORM_MESSAGES.captchaError);
      expect(await stack.probe.counts(TABLES)).toEqual(before);
    });
  });

  describe('file rules with real files', () => {
    const expectRefused = async (files: Attachment[], status: number, message: string) => {
      const before = await stack.probe.counts(TABLES);
      const uploads = await filesUnder(path.join(stack.config.DATA_DIR, 'uploads'));
      const res = await post(fields(await captcha(), { document: '90000001' }), files);
      expect([res.status, (res.body as ErrorBody).message]).toEqual([status, message]);
      expect(fieldErrors(res)).toEqual({ archivo: message });
      expect(await stack.probe.counts(TABLES)).toEqual(before);
      expect(await filesUnder(path.join(stack.config.DATA_DIR, 'uploads'))).toEqual(uploads);
    };

    it('needs at least one file', () => expectRefused([], 400, UPLOAD_MESSAGES.imageRequired));

    it('takes at most 10 files', async () => {
      const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.jpg`, bytes: photo }));
      await expectRefused(eleven, 400, UPLOAD_MESSAGES.tooManyFiles);
    });

    it('refuses formats outside jpg, jpeg, pdf, doc/docx and mp4 by their bytes', async () => {
      await expectRefused([{ name: 'foto.png', bytes: await fx.png() }], 415, UPLOAD_MESSAGES.notAllowedType);
      await expectRefused([{ name: 'pagina.html', bytes: fx.html() }], 415, UPLOAD_MESSAGES.notAllowedType);
      await expectRefused([{ name: 'foto.jpg', bytes: fx.exe() }], 415, UPLOAD_MESSAGES.notAllowedType);
      await expectRefused([{ name: 'factura.jpg', bytes: fx.pdf() }], 415, UPLOAD_MESSAGES.notAllowedType);
    });

    it('limits images, PDF and Word to 1 MB and video to 20 MB', async () => {
      await expectRefused(
        [{ name: 'grande.jpg', bytes: fx.padTo(photo, MB + 1) }],
        413,
        fileTooLargeMessage('image', MB),
      );
      await expectRefused(
        [{ name: 'grande.pdf', bytes: fx.padTo(fx.pdf(), MB + 1) }],
        413,
        fileTooLargeMessage('pdf', MB),
      );
      await expectRefused(
        [{ name: 'video.mp4', bytes: fx.padTo(fx.mp4(), 20 * MB + 1) }],
        413,
        fileTooLargeMessage('video', 20 * MB),
      );
    });

    it('accepts a Word file, a .doc and a video within their limits', async () => {
      const res = await post(fields(await captcha(), { document: '90000002' }), [
        { name: 'informe.docx', bytes: fx.docx() },
        { name: 'viejo.doc', bytes: fx.doc() },
        { name: 'video.mp4', bytes: fx.padTo(fx.mp4(), 2 * MB) },
      ]).expect(201);
      const files = await stack.probe.rows<{ mime: string }>(
        'select mime from maintenance_files where maintenance_id = $1 order by position',
        [(res.body as Created).id],
      );
      expect(files.map((f) => f.mime)).toEqual([
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'application/msword',
        'video/mp4',
      ]);
    });
  });
});
