import path from 'node:path';
import { maintenanceFields, useFormStack } from '#test/form-helpers';
import { TestS3Server } from '#test/s3-server';
import { bucketKeys, storeOutageScenario } from '#test/store-outage';
import * as fx from '#test/upload-fixtures';

/**
 * The maintenance form with its files on an S3-compatible store (s3rver in this process); the same scenario
 * runs against the compose image's store in test/containers/s3.containers.int-spec.ts.
 */
describe('maintenance uploads on an S3 store that stops and starts again', () => {
  let s3: TestS3Server;
  // Before the stack's own hooks: the gateway starts with the store's address.
  beforeAll(async () => {
    s3 = await TestS3Server.start('inmo-maintenance');
  });
  afterAll(() => s3?.close());
  const stack = useFormStack(() => s3.env, { settleBeforeEach: false });

  it('keeps every accepted upload, refuses with the Spanish 503 while it is down, accepts again after', async () => {
    await storeOutageScenario(
      {
        http: stack.http,
        captcha: stack.captcha,
        probe: stack.probe,
        target: s3.env,
        incoming: path.join(stack.config.DATA_DIR, 'incoming'),
        stopStore: () => s3.stop(),
        startStore: () => s3.resume(),
      },
      await fx.jpeg(),
    );
  }, 120_000);

  it('mails the photo and the receipt PDF read back from the store', async () => {
    await stack.probe.outboxDrained(60_000);
    stack.peer.messages.length = 0;
    const photo = await fx.jpeg();
    const req = stack.http().post('/api/maintenance');
    for (const [k, v] of Object.entries(maintenanceFields(await stack.captcha()))) void req.field(k, v);
    const res = await req.attach('archivo', photo, 'cocina.jpg');
    expect(res.status).toBe(201);
    const { id } = res.body as { id: number };

    const mails = await stack.peer.waitFor(2, 60_000);
    const attached = mails.flatMap((m) => m.parsed.attachments.map((a) => a.filename));
    expect(attached).toEqual(expect.arrayContaining(['cocina.jpg', `MANTENIMIENTO_${id}.pdf`]));
    const [row] = await stack.probe.rows<{ storage_key: string }>(
      'select storage_key from pdf_documents where kind = $1 and subject_id = $2',
      ['maintenance', String(id)],
    );
    // The receipt is an object of the bucket, not a file of DATA_DIR.
    expect(await bucketKeys(s3.env)).toContain(row?.storage_key);
    const mailedPdf = mails
      .flatMap((m) => m.parsed.attachments)
      .find((a) => a.filename === `MANTENIMIENTO_${id}.pdf`);
    expect(mailedPdf?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 120_000);
});
