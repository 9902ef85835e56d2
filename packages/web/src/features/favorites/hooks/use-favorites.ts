import { readPropertyCard, type PropertyCard } from '@inmo/contracts';
import { useCallback, useSyncExternalStore } from 'react';

/** Spec §3: local storage key holding the favorite property cards (a JSON array). */
export const FAVORITES_STORAGE_KEY = 'inmueble';

const EMPTY: readonly PropertyCard[] = [];
const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedList: readonly PropertyCard[] = EMPTY;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(FAVORITES_STORAGE_KEY);
  } catch {
    // Storage can be blocked (private mode, policies): behave as "no favorites".
    return null;
  }
}

/** Keeps only well-formed cards, so a corrupted or outdated entry never breaks the page. */
function parseFavorites(raw: string | null): readonly PropertyCard[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return EMPTY;
    return value.flatMap((item) => readPropertyCard(item) ?? []);
  } catch {
    return EMPTY;
  }
}

function getSnapshot(): readonly PropertyCard[] {
  const raw = readRaw();
  // Same text, same array: useSyncExternalStore needs a stable snapshot.
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedList = parseFavorites(raw);
  }
  return cachedList;
}

function getServerSnapshot(): readonly PropertyCard[] {
  return EMPTY;
}

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Other tabs: the browser fires `storage` there (key null means storage was cleared).
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAVORITES_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function writeFavorites(list: readonly PropertyCard[]): void {
  try {
    window.localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify(list));
  } catch {
    return;
  }
  emit();
}

export function toggleFavorite(card: PropertyCard): void {
  const list = getSnapshot();
  writeFavorites(
    list.some((c) => c.code === card.code) ? list.filter((c) => c.code !== card.code) : [...list, card],
  );
}

/** Adds the cards that are not saved yet (a shared favorites link), keeping the order. */
export function addFavorites(cards: readonly PropertyCard[]): void {
  const list = getSnapshot();
  const added = cards.filter(
    (card, i) =>
      !list.some((c) => c.code === card.code) && cards.findIndex((c) => c.code === card.code) === i,
  );
  if (added.length > 0) writeFavorites([...list, ...added]);
}

/**
 * The stored list doubles as a card cache (spec §3): when fresher data of a saved property arrives
 * (the detail page), the stored card is replaced in place. Unsaved properties are left alone.
 */
export function refreshFavorite(card: PropertyCard): void {
  const list = getSnapshot();
  const index = list.findIndex((c) => c.code === card.code);
  if (index < 0 || JSON.stringify(list[index]) === JSON.stringify(card)) return;
  writeFavorites(list.map((c, i) => (i === index ? card : c)));
}

export function removeFavorite(code: string): void {
  writeFavorites(getSnapshot().filter((c) => c.code !== code));
}

export interface UseFavorites {
  favorites: readonly PropertyCard[];
  count: number;
  isFavorite: (code: string) => boolean;
  toggle: (card: PropertyCard) => void;
  remove: (code: string) => void;
}

/** The visitor's favorites, kept in sync across components (same tab) and tabs. */
export function useFavorites(): UseFavorites {
  const favorites = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const isFavorite = useCallback((code: string) => favorites.some((c) => c.code === code), [favorites]);
  return { favorites, count: favorites.length, isFavorite, toggle: toggleFavorite, remove: removeFavorite };
}
