import { loadConfigOrExit } from '#src/config/load-config';
import { runSimiProbe } from './simi-probe';

/**
 * `pnpm simi:probe` (after `pnpm build`), or in the api image:
 * `docker compose run --rm api node dist/modules/simi/probe/simi-probe.command.js`.
 * Reads SIMI_BASE_URL and SIMI_TOKEN (and SIMI_TIMEOUT_MS, SIMI_SORT_FIELD_PRICE, SIMI_SORT_FIELD_MODIFIED, SIMI_SEDES, PHOTO_ORIGINS) like
 * the gateway.
 */
async function main(): Promise<number> {
  const config = loadConfigOrExit();
  if (!config.SIMI_BASE_URL || !config.SIMI_TOKEN) {
    console.error('FAIL  set SIMI_BASE_URL and SIMI_TOKEN in the environment to probe SIMI');
    return 2;
  }
  const report = await runSimiProbe(
    {
      baseUrl: config.SIMI_BASE_URL,
      token: config.SIMI_TOKEN,
      timeoutMs: config.SIMI_TIMEOUT_MS,
      priceField: config.SIMI_SORT_FIELD_PRICE,
      modifiedField: config.SIMI_SORT_FIELD_MODIFIED,
      sedes: config.SIMI_SEDES,
      photoOrigins: config.PHOTO_ORIGINS,
    },
    (line) => console.log(line),
  );
  return report.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('FAIL  the probe itself crashed:', error);
    process.exit(1);
  },
);
