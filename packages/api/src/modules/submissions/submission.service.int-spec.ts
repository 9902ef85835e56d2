import { existsSync } from 'node:fs';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import { FORM_ERROR_MESSAGES, FORM_IDS, FORM_MESSAGES } from '@inmo/contracts';
import { sql } from 'drizzle-orm';
import { DbProbe } from '#test/form-helpers';
import { createTestApp, type TestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { jpeg } from '#test/upload-fixtures';
import { UploadService } from '#src/infra/uploads/upload.service';
import { type Submission, SubmissionService } from './submission.service';

type Probe = { id: string };

/** SubmissionService on its own: files, the steps' failures and the captcha, with a record of the test's own. */
describe('SubmissionService', () => {
  let db: TestDatabase;
  let t: TestApp;
  let probe: DbProbe;
  let submissions: SubmissionService;
  let uploads: UploadService;

  beforeAll(async () => {
    db = await createTestDatabase();
    t = await createTestApp({ DATABASE_URL: db.url, ALTCHA_HMAC_KEY: 'submission-int-spec-hmac-0123456789' });
    probe = await DbProbe.connect(db.url);
    submissions = t.app.get(SubmissionService);
    uploads = t.app.get(UploadService);
  });
  afterAll(async () => {
    await t.close();
    await probe.close();
    await db.drop();
  });

  const image = async (name: string) => {
    const buffer = await jpeg();
    return uploads.inspect('maintenance', [
      {
        fieldname: 'archivo',
        originalname: name,
        encoding: '7bit',
        mimetype: 'image/jpeg',
        size: buffer.length,
        buffer,
      } as Express.Multer.File,
    ]);
  };
  const uploadsDir = () => path.join(t.config.DATA_DIR, 'uploads');

  const base = (overrides: Partial<Submission<Probe>>): Submission<Probe> => ({
    form: FORM_IDS.maintenance,
    body: { n: Math.random() },
    ip: '192.0.2.50',
    customer: { fullname: 'PRUEBA', cellphone: '3009990000' },
    create: () => Promise.resolve({ id: 'no-usado' }),
    ...overrides,
  });

  it('hands the stored files to create, inside the same transaction as customer and consent', async () => {
    const accepted = await image('daño.jpg');
    let keys: string[] = [];
    const answer = await submissions.submit(
      base({
        files: { kind: 'maintenance', accepted },
        create: (tx, context) => {
          keys = context.files.map((f) => f.key);
          expect(context.files[0]).toMatchObject({ originalName: 'daño.jpg', mime: 'image/jpeg' });
          return Promise.resolve({ id: `probe-${context.customerId}` });
        },
      }),
    );
    expect(answer.id).toMatch(/^probe-/);
    expect(keys).toHaveLength(1);
    expect(existsSync(path.join(uploadsDir(), keys[0]!))).toBe(true);
    const [consent] = await probe.rows('select form, subject_id from consents where subject_id = $1', [
      answer.id,
    ]);
    expect(consent).toEqual({ form: 'maintenance', subject_id: answer.id });
  });

  it('removes the stored files and the customer when the record step fails; answers the form message', async () => {
    const accepted = await image('grifo.jpg');
    const before = await probe.counts(['customers', 'consents']);
    let keys: string[] = [];
    const failing = submissions.submit(
      base({
        customer: { fullname: 'OTRA', cellphone: '3009990001' },
        files: { kind: 'maintenance', accepted },
        failureMessage: FORM_ERROR_MESSAGES.maintenance,
        create: (_tx, context) => {
          keys = context.files.map((f) => f.key);
          return Promise.reject(new Error('insert failed'));
        },
      }),
    );
    await expect(failing).rejects.toMatchObject({
      status: 500,
      response: { message: FORM_ERROR_MESSAGES.maintenance },
    });
    expect(keys).toHaveLength(1);
    expect(existsSync(path.join(uploadsDir(), keys[0]!))).toBe(false);
    expect(await probe.counts(['customers', 'consents'])).toEqual(before);
  });

  it("logs a failed query of the record step as its class and SQLSTATE, without the visitor's values", async () => {
    const printed: string[] = [];
    const capture = (...args: unknown[]) => void printed.push(args.map((a) => JSON.stringify(a)).join(' '));
    const spies = (['error', 'warn', 'log'] as const).map((level) =>
      jest.spyOn(Logger.prototype, level).mockImplementation(capture),
    );
    try {
      const failing = submissions.submit(
        base({
          customer: { fullname: 'ANA GÓMEZ', cellphone: '3009990002' },
          // Drizzle's error message lists the parameters: here the visitor's data.
          create: (tx) =>
            tx
              .execute(sql`select ${'ana.gomez@example.com'}::int, ${'ANA GÓMEZ'}, ${'3009990002'}`)
              .then(() => ({ id: 'x' })),
        }),
      );
      await expect(failing).rejects.toMatchObject({ status: 500 });
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(printed.join('\n')).toContain(
      'Form maintenance failed at the record step: DrizzleQueryError (SQLSTATE 22P02)',
    );
    expect(printed.join('\n')).not.toMatch(/ana|GÓMEZ|3009990002/i);
  });

  it('checks the captcha before anything: a refusal stores no file and no row', async () => {
    const accepted = await image('x.jpg');
    const before = await probe.counts(['customers', 'consents']);
    let created = false;
    await expect(
      submissions.submit(
        base({
          captcha: { token: 'falso', message: FORM_MESSAGES.captchaError },
          files: { kind: 'maintenance', accepted },
          create: () => {
            created = true;
            return Promise.resolve({ id: 'x' });
          },
        }),
      ),
    ).rejects.toMatchObject({ status: 400, response: { message: 'Recaptcha Error' } });
    expect(created).toBe(false);
    expect(await probe.counts(['customers', 'consents'])).toEqual(before);
    const { readdir } = await import('node:fs/promises');
    const all = await readdir(uploadsDir(), { recursive: true }).catch(() => []);
    expect(all.filter((f) => String(f).endsWith('.jpg'))).toHaveLength(1); // only the first test's file
  });
});
