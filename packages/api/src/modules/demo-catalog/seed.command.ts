import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '#src/config/load-config';
import { openDatabase } from '#src/infra/db/database';
import { PhotoService } from './photo.service';
import { DEFAULT_SEED } from './catalog-seed.generator';
import { catalogSize, seedCatalog } from './catalog.seeder';

const USAGE = `Seeds the local property catalog (DATABASE_URL, or PGlite in DATA_DIR when unset).

  pnpm --filter @inmo/api seed -- [--size N] [--seed N] [--reset] [--photos]

  --size N    listings to generate (default SEED_SIZE)
  --seed N    random seed (default ${DEFAULT_SEED}); the same size and seed give the same catalog
  --reset     empty the catalog first (otherwise a non-empty catalog is left as it is)
  --photos    also render the whole photo pool into DATA_DIR/media now instead of on first request`;

async function main(): Promise<void> {
  // pnpm may pass the "--" separator through; parseArgs would treat what follows as positionals.
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    options: {
      size: { type: 'string' },
      seed: { type: 'string' },
      reset: { type: 'boolean', default: false },
      photos: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfigOrExit();
  const size = values.size === undefined ? config.SEED_SIZE : Number(values.size);
  const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed);
  if (!Number.isInteger(size) || size < 0 || !Number.isInteger(seed)) {
    console.error(`--size and --seed must be whole numbers\n\n${USAGE}`);
    process.exit(2);
  }
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const started = Date.now();
    const outcome = await seedCatalog(handle.db, { size, seed, reset: values.reset });
    if (outcome.seeded) {
      console.log(`Seeded ${outcome.properties} listings (seed ${seed}) in ${Date.now() - started} ms`);
    } else {
      console.log(
        `The catalog already holds ${await catalogSize(handle.db)} listings; nothing done (use --reset to replace them)`,
      );
    }
    if (values.photos) {
      const rendered = await new PhotoService(config).renderAll();
      console.log(`Photo pool ready: ${rendered} illustrations in 2 sizes under ${config.DATA_DIR}/media`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error('Seeding failed:', error);
  process.exit(1);
});
