import { GESTION, GESTION_LABELS } from '../property/constants';

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

/**
 * Management the owner wants (spec gestion ids); decides the internal mailbox (rent: city group, sale: sales).
 * Beside the types, not in the schema's module, so the form's first scripts do not carry zod.
 */
export const PROMOTE_GESTIONS = [
  { id: GESTION.ARRIENDO, label: GESTION_LABELS[GESTION.ARRIENDO] },
  { id: GESTION.VENTA, label: GESTION_LABELS[GESTION.VENTA] },
] as const;
