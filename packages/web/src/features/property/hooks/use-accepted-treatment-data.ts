import { useCallback, useSyncExternalStore } from 'react';

/** Spec §3: local storage flag set once the advisor data-treatment form was accepted (default false). */
export const ACCEPTED_TREATMENT_DATA_KEY = 'acceptedTreatmentData';

const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.localStorage.getItem(ACCEPTED_TREATMENT_DATA_KEY) === 'true';
  } catch {
    return false;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === ACCEPTED_TREATMENT_DATA_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether the visitor already accepted the advisor data treatment, and a setter that remembers it. */
export function useAcceptedTreatmentData(): [boolean, () => void] {
  const accepted = useSyncExternalStore(subscribe, read, () => false);
  const accept = useCallback(() => {
    try {
      window.localStorage.setItem(ACCEPTED_TREATMENT_DATA_KEY, 'true');
    } catch {
      // Blocked storage: the menu still opens now; the form shows again next visit.
    }
    for (const listener of listeners) listener();
  }, []);
  return [accepted, accept];
}
