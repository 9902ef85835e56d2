import path from 'node:path';
import { useFormStack } from '#test/form-helpers';
import { TestS3Server } from '#test/s3-server';
import { storeOutageScenario } from '#test/store-outage';
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
});
