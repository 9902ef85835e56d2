/** Maintenance categories (`category` lookup, seeded by the api from this list). */
export const MAINTENANCE_CATEGORIES = [
  { id: 1, category: 'Plomería' },
  { id: 2, category: 'Electricidad' },
  { id: 3, category: 'Cerrajería' },
  { id: 4, category: 'Pintura' },
  { id: 5, category: 'Humedades y filtraciones' },
  { id: 6, category: 'Carpintería' },
  { id: 7, category: 'Gas' },
  { id: 8, category: 'Electrodomésticos' },
  { id: 9, category: 'Techos y cubiertas' },
  { id: 10, category: 'Otro' },
] as const;

export type MaintenanceCategory = (typeof MAINTENANCE_CATEGORIES)[number];
export const MAINTENANCE_CATEGORY_IDS: readonly number[] = MAINTENANCE_CATEGORIES.map((c) => c.id);
