/** Access tokens of the PQRS filed in this browser (the export and the printable record need them). */
const STORAGE_KEY = 'pqrsAccessTokens';
/** Only the latest few are kept. */
const MAX_KEPT = 5;

type TokenMap = Record<string, string>;

function read(): TokenMap {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

export function savePqrsAccess(id: number | string, token: string): void {
  const entries = Object.entries(read()).filter(([key]) => key !== String(id));
  entries.push([String(id), token]);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(entries.slice(-MAX_KEPT))));
  } catch {
    // Storage full or blocked: the export page will say it cannot show the PQRS.
  }
}

export function pqrsAccessToken(id: string): string | null {
  return read()[id] ?? null;
}
