import { describe, expect, it } from 'vitest';
import { storedFilterTarget } from './restore-filter';
import { FILTER_STORAGE_KEY } from '~/lib/search-filter';

const url = (path: string) => new URL(path, 'http://localhost');

describe('storedFilterTarget', () => {
  it('sends a plain search address to the stored filter, keeping a code lookup', () => {
    window.localStorage.setItem(FILTER_STORAGE_KEY, JSON.stringify({ gestion: 5, habitaciones: 2 }));
    expect(storedFilterTarget(url('/busqueda/'))).toBe('/busqueda/?gestion=5&habitaciones=2');
    expect(storedFilterTarget(url('/?codigo=919-1'))).toBe('/?gestion=5&habitaciones=2&codigo=919-1');
  });

  it('stays when the address has a filter, nothing is stored or the stored filter is the default', () => {
    window.localStorage.setItem(FILTER_STORAGE_KEY, JSON.stringify({ gestion: 5 }));
    expect(storedFilterTarget(url('/busqueda/?ciudad=25974'))).toBeNull();
    window.localStorage.setItem(FILTER_STORAGE_KEY, JSON.stringify({ gestion: 1, page: 1 }));
    expect(storedFilterTarget(url('/busqueda/'))).toBeNull();
    window.localStorage.removeItem(FILTER_STORAGE_KEY);
    expect(storedFilterTarget(url('/busqueda/'))).toBeNull();
  });
});
