import { useParams } from 'react-router';
import { PagePlaceholder } from '../../../components/page-placeholder';

/** Property detail (`/inmueble/:Cod_Inmueble`). Placeholder until the detail feature lands. */
export function PropertyPage() {
  const { Cod_Inmueble: code = '' } = useParams();
  return <PagePlaceholder overline="Detalle del inmueble" title={`Inmueble ${code}`} />;
}
