import { PagePlaceholder } from '../../../components/page-placeholder';

/** `/mantenimientos/crear/`. Placeholder until the maintenance form lands. */
export function MaintenanceCreatePage() {
  return <PagePlaceholder title="Formulario Mantenimientos y Reparaciones" documentTitle="Mantenimientos" />;
}
