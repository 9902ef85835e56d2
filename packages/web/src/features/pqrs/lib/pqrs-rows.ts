import { formatDateEs, formatDateTimeEs, type PqrsRecord } from '@inmo/contracts';
import type { SummarySection } from '~/components/summary-table';

export const PQRS_EXPORT_TITLE = 'PETICIONES - QUEJAS - RECLAMOS - SUGERENCIAS';
export const MISSING_DATE_LOG = 'Los datos obtenidos de la API no contienen la fecha esperada.';

/** Registration date and time in Spanish, long month, 12-hour clock; 'Fecha no disponible' when missing. */
export function pqrsRegisteredAt(record: Pick<PqrsRecord, 'registerDate'>): string {
  if (!record.registerDate) console.error(MISSING_DATE_LOG);
  return formatDateTimeEs(record.registerDate);
}

/** The export table of spec §2, section by section. */
export function pqrsSections(record: PqrsRecord): SummarySection[] {
  return [
    {
      title: 'Información general',
      rows: [
        { label: 'Fecha y hora de registro', value: pqrsRegisteredAt(record) },
        { label: 'Área responsable', value: record.area.name },
        { label: 'Estado', value: record.status.status },
        { label: 'Número de radicado', value: record.radicado },
        {
          label: 'Plazo de respuesta',
          value: record.responseDeadline
            ? `${formatDateEs(record.responseDeadline)} (15 días hábiles, Ley 1755 de 2015)`
            : '—',
        },
      ],
    },
    {
      title: 'Datos del solicitante',
      rows: [
        { label: 'Nombre completo', value: record.fullname },
        { label: 'Teléfono de contacto', value: record.cellphone },
        { label: 'Documento', value: `${record.documentType}-${record.document}` },
        { label: 'Correo electrónico', value: record.email },
      ],
    },
    {
      title: 'Solicitud',
      rows: [
        { label: 'Mensaje', value: record.description },
        { label: 'Observaciones', value: record.observations || 'Sin observaciones' },
      ],
    },
  ];
}
