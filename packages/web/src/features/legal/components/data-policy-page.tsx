import { PagePlaceholder } from '../../../components/page-placeholder';

/** `/politica-de-datos/`. Placeholder until the policy text (Ley 1581 de 2012) is published. */
export function DataPolicyPage() {
  return (
    <PagePlaceholder
      title="Política de tratamiento de datos personales"
      documentTitle="Política de datos"
      intro="Cómo recogemos, usamos y protegemos tus datos personales, y cómo ejercer tus derechos (Ley 1581 de 2012)."
    />
  );
}
