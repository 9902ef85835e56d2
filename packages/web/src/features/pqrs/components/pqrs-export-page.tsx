import { useParams } from 'react-router';
import { PagePlaceholder } from '../../../components/page-placeholder';

/** `/pqrs/exportPDF/:id`. Placeholder until the PQRS export lands. */
export function PqrsExportPage() {
  const { id = '' } = useParams();
  return (
    <PagePlaceholder
      overline={`Radicado ${id}`}
      title="PETICIONES - QUEJAS - RECLAMOS - SUGERENCIAS"
      documentTitle={`PQRS ${id}`}
    />
  );
}
