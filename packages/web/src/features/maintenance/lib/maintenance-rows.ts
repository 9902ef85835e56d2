import { formatDateTimeEs, MAINTENANCE_DOCUMENT_TYPES, type MaintenanceRecord } from '@inmo/contracts';
import type { SummarySection } from '~/components/summary-table';

/** The export's summary table, with the form's labels. */
export function maintenanceSections(record: MaintenanceRecord): SummarySection[] {
  const documentLabel = MAINTENANCE_DOCUMENT_TYPES.find((d) => d.id === record.documentType)?.label;
  return [
    {
      title: 'Solicitud',
      rows: [
        { label: 'Número de radicado', value: record.record },
        { label: 'Fecha y hora de registro', value: formatDateTimeEs(record.registerDate) },
        { label: 'Reportar a', value: record.headquarter.headquarter },
        { label: 'Categoría', value: record.category.category },
      ],
    },
    {
      title: 'Datos del solicitante',
      rows: [
        {
          label: 'Tipo de Identificación',
          value: documentLabel ? `${record.documentType} - ${documentLabel}` : record.documentType,
        },
        { label: 'Número de Identificación', value: record.document },
        { label: 'Nombres y Apellidos', value: record.fullname },
        { label: 'Número de Contacto', value: record.cellphone },
        { label: 'Correo electrónico', value: record.email },
        { label: 'Dirección', value: record.address },
      ],
    },
    { title: 'Descripción', rows: [{ label: 'Descripción', value: record.description }] },
  ];
}
