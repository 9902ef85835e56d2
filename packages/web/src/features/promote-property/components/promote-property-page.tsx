import { PagePlaceholder } from '../../../components/page-placeholder';

/** `/Forms/formPromoteProperty/`. Placeholder until the promote form lands. */
export function PromotePropertyPage() {
  return (
    <PagePlaceholder
      title="Promociona tu inmueble"
      intro="Cuéntanos sobre tu propiedad y un asesor te contactará para arrendarla o venderla."
    />
  );
}
