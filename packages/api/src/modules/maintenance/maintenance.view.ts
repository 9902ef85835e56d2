import {
  MAINTENANCE_DOCUMENT_TYPES,
  MAINTENANCE_UPLOAD,
  type MaintenanceFile,
  type MaintenanceRecord,
} from '@inmo/contracts';
import { type MaintenanceFileRow } from '../../infra/db/schema';
import { type MaintenanceWithLookups } from './maintenance.repository';

export function fileKind(mime: string): MaintenanceFile['kind'] {
  return MAINTENANCE_UPLOAD.types.find((t) => t.mimeTypes.includes(mime))?.kind ?? 'word';
}

export function toFileView(file: MaintenanceFileRow): MaintenanceFile {
  return {
    id: file.id,
    name: file.originalName,
    mime: file.mime,
    size: file.size,
    kind: fileKind(file.mime),
  };
}

/** The spec §3 maintenance as the export page, the mails and the PDF read it. */
export function toMaintenanceRecord(found: MaintenanceWithLookups): MaintenanceRecord {
  const { request } = found;
  return {
    id: request.id,
    record: request.record,
    registerDate: request.registerDate.toISOString(),
    headquarter: { id: request.headquarterId, headquarter: found.headquarter },
    category: { id: request.categoryId, category: found.category },
    status: { id: request.statusId },
    company: { id: request.companyId },
    finalized: request.finalized,
    documentType: request.documentType,
    document: request.document,
    fullname: request.fullname,
    cellphone: request.cellphone,
    email: request.email,
    address: request.addressMaintenance,
    description: request.description,
    files: found.files.map(toFileView),
  };
}

export function documentTypeLabel(id: string): string {
  return MAINTENANCE_DOCUMENT_TYPES.find((d) => d.id === id)?.label ?? id;
}

/** Label/value rows shared by the PDF receipt and the mails, with the form's labels. */
export function maintenanceRows(record: MaintenanceRecord): { label: string; value: string }[] {
  return [
    { label: 'Número de radicado', value: record.record },
    { label: 'Reportar a', value: record.headquarter.headquarter },
    { label: 'Categoría', value: record.category.category },
    {
      label: 'Tipo de Identificación',
      value: `${record.documentType} - ${documentTypeLabel(record.documentType)}`,
    },
    { label: 'Número de Identificación', value: record.document },
    { label: 'Nombres y Apellidos', value: record.fullname },
    { label: 'Número de Contacto', value: record.cellphone },
    { label: 'Correo electrónico', value: record.email },
    { label: 'Dirección', value: record.address },
    { label: 'Descripción', value: record.description },
    {
      label: 'Archivos adjuntos',
      value: record.files.length > 0 ? record.files.map((f) => f.name).join('\n') : 'Ninguno',
    },
  ];
}
