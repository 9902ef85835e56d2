/** PQRS responsible areas (`area` lookup, seeded by the api from this list). */
export const PQRS_AREAS = [
  { id: 1, name: 'Arrendamientos' },
  { id: 2, name: 'Ventas' },
  { id: 3, name: 'Contabilidad' },
  { id: 4, name: 'Servicio al cliente' },
  { id: 5, name: 'Mantenimientos' },
  { id: 6, name: 'Jurídica' },
] as const;

export type PqrsArea = (typeof PQRS_AREAS)[number];
export type PqrsAreaId = PqrsArea['id'];
export const PQRS_AREA_IDS: readonly number[] = PQRS_AREAS.map((a) => a.id);
