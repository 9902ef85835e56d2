import { accessSync, constants } from 'node:fs';

/** Where Debian/Ubuntu and the api image put Chromium or Chrome. */
export const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
] as const;

export interface ChromiumLocation {
  readonly path: string | null;
  /** Why none was found, for the log. */
  readonly reason?: string;
}

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** CHROMIUM_PATH when set (and only it), else the first usual system path that exists. */
export function locateChromium(
  configured: string | undefined,
  candidates: readonly string[] = CHROMIUM_CANDIDATES,
): ChromiumLocation {
  if (configured) {
    return executable(configured)
      ? { path: configured }
      : { path: null, reason: `CHROMIUM_PATH=${configured} is not an executable file` };
  }
  const found = candidates.find(executable);
  return found
    ? { path: found }
    : { path: null, reason: `no Chromium found (set CHROMIUM_PATH; looked in ${candidates.join(', ')})` };
}
