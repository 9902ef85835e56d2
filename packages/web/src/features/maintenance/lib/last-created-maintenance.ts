/** Spec §3: the id of the last maintenance created in this browser; its access token is kept beside it. */
export const LAST_CREATED_MAINTENANCE_KEY = 'lastCreatedMaintenance';
export const LAST_CREATED_MAINTENANCE_TOKEN_KEY = 'lastCreatedMaintenanceToken';

export interface LastCreatedMaintenance {
  readonly id: string;
  readonly token: string;
}

export function saveLastCreatedMaintenance(id: number | string, token: string): void {
  try {
    localStorage.setItem(LAST_CREATED_MAINTENANCE_KEY, String(id));
    localStorage.setItem(LAST_CREATED_MAINTENANCE_TOKEN_KEY, token);
  } catch {
    // Blocked storage: the export page will refuse entry, as for any other id.
  }
}

export function readLastCreatedMaintenance(): LastCreatedMaintenance | null {
  try {
    const id = localStorage.getItem(LAST_CREATED_MAINTENANCE_KEY);
    const token = localStorage.getItem(LAST_CREATED_MAINTENANCE_TOKEN_KEY);
    return id && token ? { id, token } : null;
  } catch {
    return null;
  }
}

/** Whether the export page may open for `id` (spec §2: only the last maintenance created here). */
export function canOpenMaintenanceExport(id: string | undefined): LastCreatedMaintenance | null {
  const last = readLastCreatedMaintenance();
  return last && id !== undefined && last.id === id ? last : null;
}
