import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { text } from 'node:stream/consumers';
import { useFormStack } from '#test/form-helpers';
import { createTestApp, type TestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { TEST_REDIS_URL } from '#test/test-env';
import { clearRedisPrefix, testRedisPrefix } from '#test/test-redis';
import { waitFor } from '#test/wait-for';
import { OutboxService } from '../queue/outbox.service';
import { PdfSourceRegistry } from './pdf-source.registry';
import { PDF_MESSAGES, type PdfMail, PdfService } from './pdf.service';

/** A module registering its PDF data loader, as the PQRS and maintenance modules do. */
@Injectable()
class ProbePdfSource implements OnModuleInit {
  constructor(private readonly registry: PdfSourceRegistry) {}

  onModuleInit(): void {
    this.registry.register('prueba', (id) =>
      Promise.resolve(
        id === 'sin-datos'
          ? null
          : {
              title: 'Resumen de prueba',
              subtitle: `Radicado ${id}`,
              rows: [{ label: 'Nombre', value: 'ANA' }],
            },
      ),
    );
  }
}

@Module({ providers: [ProbePdfSource] })
class ProbePdfModule {}

const mail = {
  to: 'ana@example.com',
  subject: 'Resumen de tu solicitud',
  template: 'notificacion',
  data: { titulo: 'Adjuntamos el resumen de tu solicitud' },
};

describe('render-pdf jobs through the outbox (PostgreSQL, Chromium, SMTP peer)', () => {
  const stack = useFormStack(
    { JOB_ATTEMPTS: '2', JOB_BACKOFF_MS: '100' },
    { extra: [ProbePdfModule], settleBeforeEach: false },
  );

  const enqueue = (id: string, thenMails?: PdfMail[]) =>
    stack.app
      .get(OutboxService)
      .transaction((tx) =>
        stack.app.get(PdfService).enqueue(tx, { kind: 'prueba', id, template: 'resumen', thenMails }),
      );

  it('renders, stores, reports done, then sends the mail with the PDF attached exactly once', async () => {
    const pdf = stack.app.get(PdfService);
    await enqueue('abc123', [{ message: mail, attachmentName: 'RESUMEN_abc123.pdf' }]);
    expect(await pdf.getPdfState('prueba', 'abc123')).toBeDefined();
    await waitFor('PDF done', async () => (await pdf.getPdfState('prueba', 'abc123')) === 'done', 30_000);

    const opened = await pdf.open('prueba', 'abc123');
    expect((await text(opened.stream)).startsWith('%PDF-')).toBe(true);
    expect(opened.storageKey).toMatch(/^pdf-prueba\/abc123\/[0-9a-f-]{36}\.pdf$/);

    const [received] = await stack.peer.waitFor(1, 20_000);
    expect(received?.envelopeTo).toEqual(['ana@example.com']);
    expect(received?.parsed.attachments).toHaveLength(1);
    expect(received?.parsed.attachments[0]?.filename).toBe('RESUMEN_abc123.pdf');
    expect(received?.parsed.attachments[0]?.contentType).toBe('application/pdf');
    expect(received?.parsed.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(stack.peer.messages).toHaveLength(1);
  });

  it('marks the PDF failed once its tries are used up, sends the waiting mails without it, once', async () => {
    const pdf = stack.app.get(PdfService);
    stack.peer.messages.length = 0;
    const agency = { ...mail, to: 'sede@inmobiliaria.example', subject: 'Copia para la sede' };
    await enqueue('sin-datos', [
      {
        message: mail,
        attachmentName: 'RESUMEN_sin-datos.pdf',
        withoutPdf: { ...mail, subject: 'Resumen de tu solicitud (sin PDF)' },
      },
      { message: agency, attachmentName: 'RESUMEN_sin-datos.pdf' },
    ]);
    await waitFor(
      'PDF failed',
      async () => (await pdf.getPdfState('prueba', 'sin-datos')) === 'failed',
      20_000,
    );
    const [row] = await stack.probe.rows(
      'select attempts, last_error from pdf_documents where subject_id = $1',
      ['sin-datos'],
    );
    expect(row).toMatchObject({ attempts: 2, last_error: 'No data for PDF prueba/sin-datos' });
    await expect(pdf.open('prueba', 'sin-datos')).rejects.toMatchObject({
      response: { message: PDF_MESSAGES.failed },
    });
    expect(await pdf.getPdfState('prueba', 'nunca')).toBeUndefined();
    await expect(pdf.open('prueba', 'nunca')).rejects.toMatchObject({ status: 404 });

    const mails = await stack.peer.waitFor(2, 20_000);
    expect(mails.map((m) => [m.envelopeTo, m.parsed.subject, m.parsed.attachments.length]).sort()).toEqual(
      [
        [['ana@example.com'], 'Resumen de tu solicitud (sin PDF)', 0],
        [['sede@inmobiliaria.example'], 'Copia para la sede', 0],
      ].sort(),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(stack.peer.messages).toHaveLength(2);
  });
});

describe('without Chromium', () => {
  let db: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    db = await createTestDatabase();
    t = await createTestApp(
      { DATABASE_URL: db.url, CHROMIUM_PATH: '/nonexistent/chromium', JOB_ATTEMPTS: '1' },
      [ProbePdfModule],
    );
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
  });

  it('fails the render job clearly and answers 503 with the Spanish message', async () => {
    const pdf = t.app.get(PdfService);
    expect(pdf.available).toBe(false);
    await t.app
      .get(OutboxService)
      .transaction((tx) => pdf.enqueue(tx, { kind: 'prueba', id: 'x1', template: 'resumen' }));
    await waitFor('PDF failed', async () => (await pdf.getPdfState('prueba', 'x1')) === 'failed', 20_000);
    await expect(pdf.open('prueba', 'x1')).rejects.toMatchObject({
      status: 503,
      response: { message: PDF_MESSAGES.unavailable },
    });
  });
});

describe('a gateway without Chromium whose render jobs go to the workers through Redis', () => {
  let db: TestDatabase;
  let t: TestApp;
  const prefix = testRedisPrefix();
  beforeAll(async () => {
    db = await createTestDatabase();
    t = await createTestApp(
      {
        DATABASE_URL: db.url,
        REDIS_URL: TEST_REDIS_URL,
        REDIS_PREFIX: prefix,
        CHROMIUM_PATH: '/nonexistent/chromium',
      },
      [ProbePdfModule],
    );
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
    await clearRedisPrefix(prefix);
  });

  it('offers the PDF and answers "still rendering" (409) while no worker has rendered it, not 503', async () => {
    const pdf = t.app.get(PdfService);
    expect(pdf.available).toBe(true);
    await t.app
      .get(OutboxService)
      .transaction((tx) => pdf.enqueue(tx, { kind: 'prueba', id: 'w1', template: 'resumen' }));
    expect(await pdf.getPdfState('prueba', 'w1')).toBe('pending');
    await expect(pdf.open('prueba', 'w1')).rejects.toMatchObject({
      status: 409,
      response: { message: PDF_MESSAGES.pending },
    });
  });
});
