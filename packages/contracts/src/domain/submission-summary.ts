import type { MaintenanceRecord } from '../forms/maintenance-record.schema';
import type { PqrsRecord } from '../forms/pqrs-record.schema';
import { MAINTENANCE_DOCUMENT_TYPES } from '../lookups/document-types';
import { PQRS_RESPONSE_BUSINESS_DAYS } from '../lookups/statuses';
import { formatDateEs, formatDateTimeEs } from './dates';

// The summary of a PQRS or a maintenance request, as the export page, the mails and the PDF receipt show it.
// Zod-free (types only): the export pages load it without zod.

/** A labelled value of a record's summary; `key` lets a mail or receipt pick the rows it shows. */
export interface SummaryRow<K extends string = string> {
  readonly key: K;
  readonly label: string;
  readonly value: string;
}

export interface SummarySection<K extends string = string> {
  readonly title: string;
  readonly rows: readonly SummaryRow<K>[];
}

/**
 * The rows of `sections` as one list: all of them but `omit`, or those of `keys` in that order. `labels`
 * renames a row where a mail words it its own way.
 */
export function summaryRows<K extends string>(
  sections: readonly SummarySection<K>[],
  options: {
    readonly keys?: readonly K[];
    readonly omit?: readonly K[];
    readonly labels?: Partial<Record<K, string>>;
  } = {},
): SummaryRow<K>[] {
  const rows = sections.flatMap((section) => section.rows);
  const picked = options.keys ? options.keys.map((key) => rows.find((row) => row.key === key)) : rows;
  return picked
    .filter((row): row is SummaryRow<K> => row !== undefined && !(options.omit ?? []).includes(row.key))
    .map((row) => ({ ...row, label: options.labels?.[row.key] ?? row.label }));
}

/** `sections` without the rows of `omit` (a section left empty goes too). */
export function omitSummaryRows<K extends string>(
  sections: readonly SummarySection<K>[],
  omit: readonly K[],
): SummarySection<K>[] {
  return sections
    .map((section) => ({ ...section, rows: section.rows.filter((row) => !omit.includes(row.key)) }))
    .filter((section) => section.rows.length > 0);
}

export type PqrsSummaryKey =
  | 'registerDate'
  | 'area'
  | 'status'
  | 'radicado'
  | 'responseDeadline'
  | 'fullname'
  | 'cellphone'
  | 'document'
  | 'email'
  | 'description'
  | 'observations';

/** The PQRS export table of spec §2, section by section. */
export function pqrsSummary(record: PqrsRecord): SummarySection<PqrsSummaryKey>[] {
  return [
    {
      title: 'Información general',
      rows: [
        {
          key: 'registerDate',
          label: 'Fecha y hora de registro',
          value: formatDateTimeEs(record.registerDate),
        },
        { key: 'area', label: 'Área responsable', value: record.area.name },
        { key: 'status', label: 'Estado', value: record.status.status },
        { key: 'radicado', label: 'Número de radicado', value: record.radicado },
        {
          key: 'responseDeadline',
          label: 'Plazo de respuesta',
          value: record.responseDeadline
            ? `${formatDateEs(record.responseDeadline)} (${PQRS_RESPONSE_BUSINESS_DAYS} días hábiles, Ley 1755 de 2015)`
            : '—',
        },
      ],
    },
    {
      title: 'Datos del solicitante',
      rows: [
        { key: 'fullname', label: 'Nombre completo', value: record.fullname },
        { key: 'cellphone', label: 'Teléfono de contacto', value: record.cellphone },
        { key: 'document', label: 'Documento', value: `${record.documentType}-${record.document}` },
        { key: 'email', label: 'Correo electrónico', value: record.email },
      ],
    },
    {
      title: 'Solicitud',
      rows: [
        { key: 'description', label: 'Mensaje', value: record.description },
        { key: 'observations', label: 'Observaciones', value: record.observations || 'Sin observaciones' },
      ],
    },
  ];
}

export type MaintenanceSummaryKey =
  | 'record'
  | 'registerDate'
  | 'headquarter'
  | 'category'
  | 'documentType'
  | 'document'
  | 'fullname'
  | 'cellphone'
  | 'email'
  | 'address'
  | 'description'
  | 'files';

/** A maintenance request's summary with the form's labels (spec §2); `files` names the attachments. */
export function maintenanceSummary(record: MaintenanceRecord): SummarySection<MaintenanceSummaryKey>[] {
  const documentLabel = MAINTENANCE_DOCUMENT_TYPES.find((d) => d.id === record.documentType)?.label;
  return [
    {
      title: 'Solicitud',
      rows: [
        { key: 'record', label: 'Número de radicado', value: record.record },
        {
          key: 'registerDate',
          label: 'Fecha y hora de registro',
          value: formatDateTimeEs(record.registerDate),
        },
        { key: 'headquarter', label: 'Reportar a', value: record.headquarter.headquarter },
        { key: 'category', label: 'Categoría', value: record.category.category },
      ],
    },
    {
      title: 'Datos del solicitante',
      rows: [
        {
          key: 'documentType',
          label: 'Tipo de Identificación',
          value: documentLabel ? `${record.documentType} - ${documentLabel}` : record.documentType,
        },
        { key: 'document', label: 'Número de Identificación', value: record.document },
        { key: 'fullname', label: 'Nombres y Apellidos', value: record.fullname },
        { key: 'cellphone', label: 'Número de Contacto', value: record.cellphone },
        { key: 'email', label: 'Correo electrónico', value: record.email },
        { key: 'address', label: 'Dirección', value: record.address },
      ],
    },
    {
      title: 'Descripción',
      rows: [
        { key: 'description', label: 'Descripción', value: record.description },
        {
          key: 'files',
          label: 'Archivos adjuntos',
          value: record.files.length > 0 ? record.files.map((f) => f.name).join('\n') : 'Ninguno',
        },
      ],
    },
  ];
}
