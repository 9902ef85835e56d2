import path from 'node:path';
import { CV_UPLOAD, DATA_POLICY, FORM_MESSAGES, fileTooLargeMessage } from '@inmo/contracts';
import request from 'supertest';
import { filesUnder, useFormStack } from '#test/form-helpers';
import * as fx from '#test/upload-fixtures';

const HR = 'seleccion@inmobiliaria.example';
const MB = 1024 * 1024;
const TABLES = ['customers', 'consents', 'job_applications', 'job_application_files', 'outbox'];

interface ApiBody {
  readonly id: string;
  readonly message?: string;
  readonly errors?: readonly { field: string; message: string }[];
}
const json = (res: request.Response): ApiBody => res.body as ApiBody;

type Fields = Record<string, string>;
type Upload = { readonly name: string; readonly bytes: Buffer; readonly type?: string };

const fields = (captcha: string, overrides: Fields = {}): Fields => ({
  fullname: 'Laura Sofía Henao',
  cellphone: '3019876543',
  email: 'laura.henao@example.com',
  vacant: 'Asesora comercial',
  aboutYou: 'Tres años de experiencia en arrendamientos',
  consent: 'true',
  captcha,
  ...overrides,
});

describe('POST /api/work-with-us (multipart CV; PostgreSQL, SMTP peer)', () => {
  const stack = useFormStack({ MAIL_HR: `"Talento humano" <${HR}>` });
  const { http, captcha } = stack;
  const cvDir = () => path.join(stack.config.DATA_DIR, 'uploads', 'cv');

  const post = (body: Fields, files: readonly Upload[], key?: string) => {
    const req = http().post('/api/work-with-us');
    if (key) void req.set('Idempotency-Key', key);
    for (const [name, value] of Object.entries(body)) void req.field(name, value);
    for (const file of files) {
      void req.attach(CV_UPLOAD.fieldName, file.bytes, {
        filename: file.name,
        contentType: file.type ?? 'application/pdf',
      });
    }
    return req;
  };

  it('stores the application and its CV, mails HR with the CV attached and confirms to the applicant', async () => {
    const cv = fx.pdf();
    const res = await post(fields(await captcha()), [
      { name: 'Hoja de vida Laura Henao.pdf', bytes: cv },
    ]).expect(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string });

    const [record] = await stack.probe.rows('select * from job_applications where id = $1', [json(res).id]);
    expect(record).toMatchObject({
      fullname: 'LAURA SOFÍA HENAO',
      cellphone: '3019876543',
      email: 'laura.henao@example.com',
      vacant: 'ASESORA COMERCIAL',
      about_you: 'TRES AÑOS DE EXPERIENCIA EN ARRENDAMIENTOS',
    });
    const files = await stack.probe.rows<{
      storage_key: string;
      original_name: string;
      mime: string;
      size: number;
    }>('select * from job_application_files where application_id = $1', [json(res).id]);
    expect(files).toEqual([
      expect.objectContaining({
        original_name: 'Hoja de vida Laura Henao.pdf',
        mime: 'application/pdf',
        size: cv.length,
        storage_key: expect.stringMatching(/^cv\/[0-9a-f-]+\/[0-9a-f-]+\.pdf$/) as string,
      }),
    ]);
    // Stored under a generated name, never the visitor's.
    expect(await filesUnder(cvDir())).toContain(path.basename(files[0]!.storage_key));

    const [consent] = await stack.probe.rows('select * from consents where subject_id = $1', [json(res).id]);
    expect(consent).toMatchObject({
      form: 'work-with-us',
      policy_version: DATA_POLICY.version,
      purposes: ['seleccion_personal'],
    });

    const mails = await stack.peer.waitFor(2);
    expect(mails.flatMap((m) => m.envelopeTo).sort()).toEqual([HR, 'laura.henao@example.com'].sort());
    const hr = mails.find((m) => m.envelopeTo.includes(HR));
    const applicant = mails.find((m) => m.envelopeTo.includes('laura.henao@example.com'));
    expect(hr?.parsed.subject).toBe('Hoja de vida: ASESORA COMERCIAL - LAURA SOFÍA HENAO');
    expect(hr?.parsed.replyTo?.value[0]?.address).toBe('laura.henao@example.com');
    expect(hr?.parsed.text).toContain('+57 3019876543');
    expect(hr?.parsed.attachments).toHaveLength(1);
    expect(hr?.parsed.attachments[0]).toMatchObject({
      filename: 'Hoja de vida Laura Henao.pdf',
      contentType: 'application/pdf',
    });
    expect(Buffer.compare(hr!.parsed.attachments[0]!.content, cv)).toBe(0);
    expect(applicant?.parsed.subject).toBe('Recibimos tu hoja de vida | Alameda Inmobiliaria');
    expect(applicant?.parsed.html).toContain('Hola, LAURA SOFÍA HENAO:');
    expect(applicant?.parsed.attachments).toHaveLength(0);
  });

  it('attaches every CV file (up to 3) to the mail for HR', async () => {
    const a = fx.pdf();
    const b = fx.padTo(fx.pdf(), 4096);
    await post(fields(await captcha(), { email: 'dos.pdf@example.com' }), [
      { name: 'hoja-de-vida.pdf', bytes: a },
      { name: 'certificados.pdf', bytes: b },
    ]).expect(201);
    const mails = await stack.peer.waitFor(2);
    const hr = mails.find((m) => m.envelopeTo.includes(HR));
    expect(hr?.parsed.attachments.map((f) => [f.filename, f.size])).toEqual([
      ['hoja-de-vida.pdf', a.length],
      ['certificados.pdf', b.length],
    ]);
  });

  it('stores and mails names without bidi controls: a CV named HV_<U+202E>xcod.pdf reads as such (issue 47)', async () => {
    const RLO = '\u202E';
    const res = await post(
      fields(await captcha(), {
        email: 'bidi@example.com',
        fullname: `Laura ${RLO}oãd`,
        vacant: `Asesora\u2067 comercial\u2069`,
      }),
      [{ name: `HV_${RLO}xcod.pdf`, bytes: fx.pdf() }],
    ).expect(201);
    const [file] = await stack.probe.rows<{ original_name: string }>(
      'select original_name from job_application_files where application_id = $1',
      [json(res).id],
    );
    expect(file?.original_name).toBe('HV_xcod.pdf');
    const hr = (await stack.peer.waitFor(2)).find((m) => m.envelopeTo.includes(HR));
    expect(hr?.parsed.subject).toBe('Hoja de vida: ASESORA COMERCIAL - LAURA OÃD');
    expect(hr?.parsed.attachments[0]?.filename).toBe('HV_xcod.pdf');
    expect(hr?.parsed.text).not.toMatch(/\p{Cf}/u);
  });

  it("answers 'Por favor, selecciona un archivo antes de enviar.' without a CV, storing nothing", async () => {
    const before = await stack.probe.counts(TABLES);
    const res = await post(fields('unused-token'), []).expect(400);
    expect(res.body).toMatchObject({
      message: FORM_MESSAGES.cvRequired,
      errors: [{ field: 'archivo', message: FORM_MESSAGES.cvRequired }],
    });
    expect(await stack.probe.counts(TABLES)).toEqual(before);
  });

  it.each([
    ['a JPEG named .pdf', { name: 'cv.pdf', bytes: Buffer.alloc(0), type: 'application/pdf' }, 'jpeg'],
    ['a Word document', { name: 'cv.docx', bytes: fx.docx(), type: 'application/msword' }, null],
    ['an HTML page named .pdf', { name: 'cv.pdf', bytes: fx.html(), type: 'application/pdf' }, null],
  ])('answers 415 for %s (checked by its bytes)', async (_case, upload, build) => {
    const bytes = build === 'jpeg' ? await fx.jpeg() : upload.bytes;
    const before = await stack.probe.counts(TABLES);
    const res = await post(fields('unused-token'), [{ ...upload, bytes }]).expect(415);
    expect(json(res).errors).toEqual([{ field: 'archivo', message: CV_UPLOAD.messages.notAllowed }]);
    expect(await stack.probe.counts(TABLES)).toEqual(before);
  });

  it('answers 413 for a CV over 5 MB and 400 for more than 3 files', async () => {
    const big = await post(fields('unused-token'), [
      { name: 'cv.pdf', bytes: fx.padTo(fx.pdf(), 5 * MB + 1) },
    ]);
    expect(big.status).toBe(413);
    expect(json(big).message).toBe(fileTooLargeMessage('pdf', 5 * MB));
    const many = await post(
      fields('unused-token'),
      [1, 2, 3, 4].map((n) => ({ name: `cv${n}.pdf`, bytes: fx.pdf() })),
    ).expect(400);
    expect(json(many).message).toBe(CV_UPLOAD.messages.tooMany);
  });

  it('answers 400 naming each bad text field', async () => {
    const res = await post(
      {
        fullname: '',
        cellphone: '301 987',
        email: 'laura@',
        vacant: '',
        aboutYou: 'x'.repeat(201),
        consent: 'false',
        captcha: '',
      },
      [{ name: 'cv.pdf', bytes: fx.pdf() }],
    ).expect(400);
    expect(Object.fromEntries((json(res).errors ?? []).map((e) => [e.field, e.message]))).toEqual({
      fullname: FORM_MESSAGES.required,
      cellphone: FORM_MESSAGES.digitsOnly,
      email: FORM_MESSAGES.invalidEmail,
      vacant: FORM_MESSAGES.required,
      aboutYou: 'Máximo 200 caracteres.',
      consent: FORM_MESSAGES.consentRequired,
      captcha: FORM_MESSAGES.captchaRequired,
    });
  });

  it('refuses a bad captcha: nothing stored, no file left on disk, no mail', async () => {
    const before = await stack.probe.counts(TABLES);
    const filesBefore = await filesUnder(cvDir());
    const res = await post(fields('not-a-token', { email: 'bot@example.com' }), [
      { name: 'cv.pdf', bytes: fx.pdf() },
    ]).expect(400);
    expect(res.body).toMatchObject({
      message: FORM_MESSAGES.captchaRequired,
      errors: [{ field: 'captcha', message: FORM_MESSAGES.captchaRequired }],
    });
    expect(await stack.probe.counts(TABLES)).toEqual(before);
    expect(await filesUnder(cvDir())).toEqual(filesBefore);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stack.peer.messages).toHaveLength(0);
  });

  it('makes one application, one stored CV and two mails for a repeated Idempotency-Key', async () => {
    const token = await captcha();
    const body = fields(token, { email: 'idem.cv@example.com', cellphone: '3005550000' });
    const upload = [{ name: 'cv.pdf', bytes: fx.pdf() }];
    const first = await post(body, upload, 'cv-key-1').expect(201);
    const second = await post(body, upload, 'cv-key-1').expect(201);
    expect(second.body).toEqual(first.body);
    const rows = await stack.probe.rows('select id from job_applications where email = $1', [
      'idem.cv@example.com',
    ]);
    expect(rows).toHaveLength(1);
    expect(
      await stack.probe.rows('select id from job_application_files where application_id = $1', [
        json(first).id,
      ]),
    ).toHaveLength(1);
    await stack.peer.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stack.peer.messages).toHaveLength(2);
  });
});
