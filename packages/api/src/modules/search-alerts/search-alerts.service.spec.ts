import { type AppConfig } from '#src/config/config.schema';
import { type PropertySource } from '../catalog/property-source';
import { type SubmissionService } from '../submissions/submission.service';
import { type AlertLinks } from './alert-links.service';
import { type SearchAlertsRepository } from './search-alerts.repository';
import { SearchAlertsService } from './search-alerts.service';

const FLOOR_MS = 300;
const body = {
  email: 'ana@example.com',
  frequency: 'diaria',
  query: 'gestion=1',
  consent: true,
  captcha: 'x',
} as const;
const meta = { ip: '198.51.100.1', idempotencyKey: undefined };

/** The service over a submission that takes `ms` (a new person and alert) or fails. */
function serviceWhoseSubmitTakes(ms: number, fails = false): SearchAlertsService {
  const submissions = {
    submit: () =>
      new Promise((resolve, reject) =>
        setTimeout(() => (fails ? reject(new Error('captcha')) : resolve({ status: 'pending' })), ms),
      ),
  };
  return new SearchAlertsService(
    { ALERT_SIGNUP_ANSWER_MS: FLOOR_MS, ALERT_CONFIRM_HOURS: 48 } as AppConfig,
    submissions as unknown as SubmissionService,
    {} as SearchAlertsRepository,
    { ready: () => Promise.resolve() } as unknown as AlertLinks,
    {} as PropertySource,
  );
}

/** Milliseconds of the fake clock until `promise` settles. */
async function settlesAfter(promise: Promise<unknown>): Promise<number> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  let elapsed = 0;
  while (!settled) {
    await jest.advanceTimersByTimeAsync(10);
    elapsed += 10;
  }
  return elapsed;
}

describe('SearchAlertsService.create answers after the same time whatever the address has', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits out ALERT_SIGNUP_ANSWER_MS after a quick sign-up (a known address) and after a slower one (a new one)', async () => {
    const quick = await settlesAfter(serviceWhoseSubmitTakes(8).create(body, meta));
    const slow = await settlesAfter(serviceWhoseSubmitTakes(23).create(body, meta));
    expect(quick).toBe(FLOOR_MS);
    expect(slow).toBe(FLOOR_MS);
  });

  it('also when the sign-up fails, and never cuts a sign-up short', async () => {
    const failing = serviceWhoseSubmitTakes(5, true).create(body, meta);
    const outcome = expect(failing).rejects.toThrow('captcha');
    expect(await settlesAfter(failing)).toBe(FLOOR_MS);
    await outcome;
    expect(await settlesAfter(serviceWhoseSubmitTakes(FLOOR_MS + 200).create(body, meta))).toBe(
      FLOOR_MS + 200,
    );
  });
});
