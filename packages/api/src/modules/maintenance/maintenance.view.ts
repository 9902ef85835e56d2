import {
  MAINTENANCE_UPLOAD,
  type MaintenanceFile,
  type MaintenanceRecord,
  maintenanceSummary,
  type MaintenanceSummaryKey,
  type SummaryRow,
  summaryRows,
  withoutLinks,
} from '@inmo/contracts';
import { type MaintenanceFileRow } from '#src/infra/db/schema/index';
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

/** The summary rows of the PDF receipt and the mails; the date is in their heading, not a row. */
export function maintenanceRows(record: MaintenanceRecord): SummaryRow<MaintenanceSummaryKey>[] {
  return summaryRows(maintenanceSummary(record), { omit: ['registerDate'] });
}

/** The rows a visitor typed freely, without links (see withoutLinks); the rest as they are. */
export function withoutLinksInRows<K extends MaintenanceSummaryKey>(rows: SummaryRow<K>[]): SummaryRow<K>[] {
  const typed: readonly MaintenanceSummaryKey[] = ['address', 'description', 'files'];
  return rows.map((row) => (typed.includes(row.key) ? { ...row, value: withoutLinks(row.value) } : row));
}
