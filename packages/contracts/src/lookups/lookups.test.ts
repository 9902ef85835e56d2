import { describe, expect, it } from 'vitest';
import { BRANCHES } from '../constants/branches';
import { PQRS_AREAS } from './areas';
import { MAINTENANCE_CATEGORIES } from './categories';
import { MAINTENANCE_DOCUMENT_TYPES, PQRS_DOCUMENT_TYPES } from './document-types';
import { HEADQUARTERS } from './headquarters';
import { PROMOTE_PROPERTY_TYPES } from './promote-types';
import { PQRS_INITIAL_STATUS_ID, PQRS_STATUSES } from './statuses';

describe('lookups', () => {
  it('headquarters are the 12 branches with their ids, in the spec order', () => {
    // BRANCHES is pinned to the spec's names and order (branches.test.ts).
    expect(HEADQUARTERS.map((h) => h.headquarter)).toEqual(BRANCHES.map((b) => b.nombre));
    expect(HEADQUARTERS.map((h) => h.id)).toEqual(BRANCHES.map((b) => b.id));
  });

  it('document types match the spec per form', () => {
    expect(PQRS_DOCUMENT_TYPES.map((d) => d.id)).toEqual(['CC', 'CE', 'PA', 'NIT']);
    expect(MAINTENANCE_DOCUMENT_TYPES.map((d) => d.id)).toEqual(['CC', 'CE', 'NIT', 'PAS', 'PEP', 'PPT']);
  });

  it('ids are unique and names are set', () => {
    for (const list of [PQRS_AREAS, MAINTENANCE_CATEGORIES, PQRS_STATUSES]) {
      const ids = list.map((x) => x.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    expect(new Set(PROMOTE_PROPERTY_TYPES).size).toBe(17);
    expect(PQRS_STATUSES.find((s) => s.id === PQRS_INITIAL_STATUS_ID)?.status).toBe('Radicada');
  });
});
