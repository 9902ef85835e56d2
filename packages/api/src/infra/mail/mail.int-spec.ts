import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { createTestApp, type TestApp } from '#test/test-app';
import { startSmtpPeer, type SmtpPeer } from '#test/smtp-peer';
import { waitFor } from '#test/wait-for';
import { OutboxService } from '../queue/outbox.service';
import { FileStorage } from '../storage/file-storage.service';
import { MailService } from './mail.service';

const message = {
  to: 'ana@example.com',
  subject: 'Recibimos tu solicitud',
  template: 'notificacion',
  data: {
    titulo: 'Recibimos tu solicitud',
    saludo: 'Hola <script>alert(1)</script> ANA',
    campos: [{ etiqueta: 'Radicado', valor: 'PQRS-0001' }],
  },
};

describe('mail to a real SMTP peer', () => {
  let peer: SmtpPeer;
  let t: TestApp;
  // A hang guard, not a speed target: this app boots on PGlite (migrations in WASM), which took 45-60 s
  // on a machine loaded by other test runs (the default 30 s failed all five tests there).
  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await createTestApp({ SMTP_URL: peer.url, MAIL_FROM: 'Alameda <no-responder@inmobiliaria.example>' });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await peer.close();
  });
  beforeEach(() => {
    peer.messages.length = 0;
  });

  it('delivers the rendered HTML and text with the fixed From and a storage attachment', async () => {
    const storage = t.app.get(FileStorage);
    const file = await storage.save('pqrs', 'test', Buffer.from('%PDF-1.4 prueba'), 'pdf');
    await t.app.get(MailService).send({
      ...message,
      attachments: [{ filename: 'PQRS.pdf', storageKey: file.key, contentType: 'application/pdf' }],
    });
    const [mail] = await peer.waitFor(1);
    expect(mail?.envelopeFrom).toBe('no-responder@inmobiliaria.example');
    expect(mail?.envelopeTo).toEqual(['ana@example.com']);
    expect(mail?.parsed.subject).toBe('Recibimos tu solicitud');
    expect(mail?.parsed.from?.value).toEqual([
      { name: 'Alameda', address: 'no-responder@inmobiliaria.example' },
    ]);
    expect(mail?.parsed.html).toContain('Hola &lt;script&gt;alert(1)&lt;/script&gt; ANA');
    expect(mail?.parsed.html).not.toContain('<script>');
    expect(mail?.parsed.text).toContain('Radicado: PQRS-0001');
    expect(mail?.parsed.text).toMatch(/\+57 /);
    expect(mail?.parsed.attachments).toHaveLength(1);
    expect(mail?.parsed.attachments[0]?.filename).toBe('PQRS.pdf');
    expect(mail?.parsed.attachments[0]?.content.toString()).toBe('%PDF-1.4 prueba');
  });

  it('strips CR/LF from header values so data cannot add headers or recipients', async () => {
    await t.app.get(MailService).send({ ...message, subject: 'Hola\r\nBcc: evil@example.com\r\nX-Evil: 1' });
    const [mail] = await peer.waitFor(1);
    expect(mail?.envelopeTo).toEqual(['ana@example.com']);
    expect(mail?.parsed.subject).toBe('Hola Bcc: evil@example.com X-Evil: 1');
    expect(mail?.parsed.headers.has('bcc')).toBe(false);
    expect(mail?.parsed.headers.has('x-evil')).toBe(false);
  });

  it('sends a mail enqueued in a transaction through the outbox and the send-mail processor', async () => {
    const outbox = t.app.get(OutboxService);
    const mail = t.app.get(MailService);
    const id = await outbox.transaction((tx) => mail.enqueue(tx, message));
    const [received] = await peer.waitFor(1);
    expect(received?.parsed.subject).toBe('Recibimos tu solicitud');
    await waitFor('outbox row done', async () => (await outbox.status(id)) === 'done');
  });

  it('refuses a message with a bad recipient before it reaches the outbox', async () => {
    const outbox = t.app.get(OutboxService);
    const mail = t.app.get(MailService);
    await expect(
      outbox.transaction((tx) => mail.enqueue(tx, { ...message, to: 'x\r\n@evil' })),
    ).rejects.toThrow();
  });
});

describe('mail without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes an .eml file under DATA_DIR/mail', async () => {
    const result = await t.app.get(MailService).send(message);
    const dir = path.join(t.config.DATA_DIR, 'mail');
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(result.file).toBe(path.join(dir, files[0]!));
    const parsed = await simpleParser(await readFile(result.file!));
    expect(parsed.subject).toBe('Recibimos tu solicitud');
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '').toBe('ana@example.com');
    expect(parsed.html).toContain('Recibimos tu solicitud');
  });
});
