import { PagePlaceholder } from '../../../components/page-placeholder';

/** `/pqrs/crear/`. Placeholder until the PQRS form lands. */
export function PqrsCreatePage() {
  return <PagePlaceholder title="Formulario Peticiones Quejas y Reclamos" documentTitle="PQRS" />;
}
