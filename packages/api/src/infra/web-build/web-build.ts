import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Logger, type OnApplicationShutdown } from '@nestjs/common';

/** The web build a gateway serves: `client/` (the browser's files) and `server/index.js` (the page handler). */
export const WEB_BUILD = Symbol('WEB_BUILD');

const SNAPSHOT_PREFIX = 'inmo-web-';
/** A build still being written changes between two looks; wait for it this many times. */
const SETTLE_TRIES = 10;
const SETTLE_WAIT_MS = 1000;

const logger = new Logger('WebBuild');

/**
 * The gateway's own copy of WEB_DIST, taken once at start. `pnpm build` (or a deploy that swaps files) empties
 * and rewrites WEB_DIST: a gateway reading it in place would then miss the route chunks its page handler
 * imports on first use (Node caches the failed import for good) and the assets its pages name. The copy
 * lives in the temp dir until shutdown; a restart picks up the new build.
 */
export class WebBuild implements OnApplicationShutdown {
  constructor(
    /** Holds `client/` and `server/`. */
    readonly root: string,
    /** Whether `root` is this process's copy (removed at shutdown) rather than WEB_DIST itself. */
    private readonly copied: boolean,
  ) {}

  get clientDir(): string {
    return path.join(this.root, 'client');
  }

  /** The page handler's entry, or null without a server build. */
  get serverEntry(): string | null {
    const file = path.join(this.root, 'server', 'index.js');
    return existsSync(file) ? file : null;
  }

  /** Serves WEB_DIST as it is (the worker renders no pages; a dist with no server build has nothing to load). */
  static inPlace(webDist: string): WebBuild {
    return new WebBuild(webDist, false);
  }

  /** A private copy of `webDist`, taken when two looks at it agree (no build in progress). */
  static async snapshot(webDist: string, tmpDir = os.tmpdir()): Promise<WebBuild> {
    if (!existsSync(path.join(webDist, 'server', 'index.js'))) return WebBuild.inPlace(webDist);
    await removeAbandonedSnapshots(tmpDir);
    const root = await mkdtemp(path.join(tmpDir, `${SNAPSHOT_PREFIX}${process.pid}-`));
    for (let attempt = 1; ; attempt += 1) {
      const before = await fingerprint(webDist);
      await rm(root, { recursive: true, force: true });
      await cp(webDist, root, { recursive: true });
      if ((await fingerprint(webDist)) === before) break;
      if (attempt === SETTLE_TRIES) {
        logger.warn(`${webDist} kept changing while it was copied: serving the last copy`);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, SETTLE_WAIT_MS));
    }
    logger.log(`Serving the web build of ${webDist} from its copy ${root}`);
    return new WebBuild(root, true);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.copied) await rm(this.root, { recursive: true, force: true });
  }
}

/** Every file's path, size and modification time: any write of a build changes it. */
async function fingerprint(dir: string): Promise<string> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const { size, mtimeMs } = await stat(file);
        return `${path.relative(dir, file)}:${size}:${mtimeMs}`;
      }),
  );
  return files.sort().join('\n');
}

/** Copies left by gateways that died without shutting down (their process is gone). */
async function removeAbandonedSnapshots(tmpDir: string): Promise<void> {
  const names = await readdir(tmpDir).catch(() => []);
  for (const name of names) {
    const pid = Number(new RegExp(`^${SNAPSHOT_PREFIX}(\\d+)-`).exec(name)?.[1]);
    if (pid && pid !== process.pid && !processAlive(pid)) {
      await rm(path.join(tmpDir, name), { recursive: true, force: true }).catch(() => undefined);
    }
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
