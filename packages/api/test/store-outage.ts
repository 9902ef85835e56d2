import { readdir } from 'node:fs/promises';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { messageForStatus } from '#src/infra/http/http-messages';
import { type ErrorBody } from '@inmo/contracts';
import type request from 'supertest';
import { type DbProbe, maintenanceFields } from './form-helpers';

/** Where the STORAGE_S3_* keys point. */
export interface S3Target {
  readonly STORAGE_S3_BUCKET: string;
  readonly STORAGE_S3_ENDPOINT: string;
  readonly STORAGE_S3_ACCESS_KEY_ID: string;
  readonly STORAGE_S3_SECRET_ACCESS_KEY: string;
}

/** Every key in the bucket, read with a client of its own (not the gateway's). */
export async function bucketKeys(target: S3Target): Promise<string[]> {
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: target.STORAGE_S3_ENDPOINT,
    forcePathStyle: true,
    credentials: {
      accessKeyId: target.STORAGE_S3_ACCESS_KEY_ID,
      secretAccessKey: target.STORAGE_S3_SECRET_ACCESS_KEY,
    },
  });
  try {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: target.STORAGE_S3_BUCKET, ContinuationToken: token }),
      );
      keys.push(...(page.Contents ?? []).map((o) => o.Key ?? ''));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  } finally {
    client.destroy();
  }
}

export interface OutageStack {
  readonly http: () => ReturnType<typeof request>;
  readonly captcha: () => Promise<string>;
  readonly probe: DbProbe;
  readonly target: S3Target;
  /** The gateway's directory of uploads being received and checked. */
  readonly incoming: string;
  readonly stopStore: () => Promise<void>;
  readonly startStore: () => Promise<void>;
}

interface Accepted {
  readonly id: number;
  readonly accessToken: string;
}

/**
 * Uploads while the object store stops and starts again (the maintenance form, a photo each): every request
 * is either accepted, and its photo is readable once the store is back, or refused with the Spanish 503 and
 * leaves nothing behind (no row, no object, no received file); after the restart uploads are accepted again.
 */
export async function storeOutageScenario(stack: OutageStack, photo: Buffer): Promise<void> {
  const send = async (name: string) => {
    const req = stack.http().post('/api/maintenance');
    for (const [k, v] of Object.entries(maintenanceFields(await stack.captcha()))) void req.field(k, v);
    return req.attach('archivo', photo, name);
  };
  const photoOf = async ({ id, accessToken }: Accepted) => {
    const record = await stack.http().get(`/api/maintenance/${id}?token=${accessToken}`).expect(200);
    const [file] = (record.body as { files: { id: string }[] }).files;
    return stack.http().get(`/api/maintenance/${id}/files/${file?.id ?? 'none'}?token=${accessToken}`);
  };
  const expectRefused = (res: request.Response) => {
    expect(res.status).toBe(503);
    expect((res.body as ErrorBody).message).toBe(messageForStatus(503));
  };
  const counts = () => stack.probe.counts(['maintenance_requests', 'maintenance_files']);

  const accepted: Accepted[] = [];
  for (const n of [1, 2]) {
    const res = await send(`antes-${n}.jpg`);
    expect(res.status).toBe(201);
    accepted.push(res.body as Accepted);
  }
  const before = { rows: await counts(), keys: await bucketKeys(stack.target) };
  expect(before.keys.filter((k) => k.startsWith('maintenance/'))).toHaveLength(2);

  // Captchas solved first: the requests go out together, and the store stops while they are in flight.
  const inFlight = [3, 4, 5, 6].map((n) => send(`durante-${n}.jpg`).then((req) => req));
  await new Promise((resolve) => setTimeout(resolve, 20));
  await stack.stopStore();
  let racing: request.Response[];
  let downRes: request.Response;
  try {
    racing = await Promise.all(inFlight);
    downRes = await send('caida.jpg');
  } finally {
    await stack.startStore();
  }
  expectRefused(downRes);
  for (const res of racing) {
    if (res.status === 201) accepted.push(res.body as Accepted);
    else expectRefused(res);
  }
  const acceptedDuring = accepted.length - 2;

  // Nothing of a refused request remains; each accepted one is whole.
  const after = await counts();
  expect(after.maintenance_requests).toBe(before.rows.maintenance_requests! + acceptedDuring);
  expect(after.maintenance_files).toBe(before.rows.maintenance_files! + acceptedDuring);
  expect((await bucketKeys(stack.target)).filter((k) => k.startsWith('maintenance/'))).toHaveLength(
    2 + acceptedDuring,
  );
  expect(await readdir(stack.incoming).catch(() => [])).toEqual([]);

  // Back: every accepted photo is readable, and uploads are accepted again.
  for (const request of accepted) {
    const res = await photoOf(request);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
  }
  const again = await send('despues.jpg');
  expect(again.status).toBe(201);
  expect((await photoOf(again.body as Accepted)).status).toBe(200);
}
