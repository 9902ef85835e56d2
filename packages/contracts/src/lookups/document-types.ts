/** Identity document types of the PQRS form (spec §3). */
export const PQRS_DOCUMENT_TYPES = [
  { id: 'CC', label: 'Cédula de Ciudadanía' },
  { id: 'CE', label: 'Cédula de Extranjería' },
  { id: 'PA', label: 'Pasaporte' },
  { id: 'NIT', label: 'Número de Identificación Tributaria' },
] as const;

/** Identity document types of the maintenance form (spec §3). */
export const MAINTENANCE_DOCUMENT_TYPES = [
  { id: 'CC', label: 'Cédula de Ciudadanía' },
  { id: 'CE', label: 'Cédula de Extranjería' },
  { id: 'NIT', label: 'Número de Identificación Tributaria' },
  { id: 'PAS', label: 'Pasaporte' },
  { id: 'PEP', label: 'Permiso Especial de Permanencia' },
  { id: 'PPT', label: 'Permiso por Protección Temporal' },
] as const;

export type PqrsDocumentType = (typeof PQRS_DOCUMENT_TYPES)[number]['id'];
export type MaintenanceDocumentType = (typeof MAINTENANCE_DOCUMENT_TYPES)[number]['id'];

export const PQRS_DOCUMENT_TYPE_IDS = [
  'CC',
  'CE',
  'PA',
  'NIT',
] as const satisfies readonly PqrsDocumentType[];
export const MAINTENANCE_DOCUMENT_TYPE_IDS = [
  'CC',
  'CE',
  'NIT',
  'PAS',
  'PEP',
  'PPT',
] as const satisfies readonly MaintenanceDocumentType[];

/** Any document type a customer can carry (union of both forms). */
export type DocumentType = PqrsDocumentType | MaintenanceDocumentType;
