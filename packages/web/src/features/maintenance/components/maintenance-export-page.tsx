import { useParams } from 'react-router';
import { PagePlaceholder } from '../../../components/page-placeholder';

/** `/mantenimientos/exportPDF/:id`. Placeholder until the maintenance export lands. */
export function MaintenanceExportPage() {
  const { id = '' } = useParams();
  return <PagePlaceholder title={`Mantenimiento ${id}`} documentTitle="Resumen del mantenimiento" />;
}
