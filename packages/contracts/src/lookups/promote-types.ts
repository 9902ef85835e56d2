/** The 17 property types of the promote-your-property form (spec §3), in the spec's order. */
export const PROMOTE_PROPERTY_TYPES = [
  'Apartaestudio',
  'Apartamento',
  'Bodega',
  'Casa',
  'Casa-campestre',
  'Casa-local',
  'Casa-lote',
  'Casa-oficina',
  'Consultorio',
  'Edificio',
  'Finca-productiva',
  'Finca-recreativa',
  'Local',
  'Lote-rural',
  'Lote-urbano',
  'Oficina',
  'Penthouse',
] as const;

export type PromotePropertyType = (typeof PROMOTE_PROPERTY_TYPES)[number];
