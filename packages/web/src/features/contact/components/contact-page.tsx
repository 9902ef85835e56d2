import { PagePlaceholder } from '../../../components/page-placeholder';

/** `/contacto/`. Placeholder until the contact form lands. */
export function ContactPage() {
  return (
    <PagePlaceholder
      title="Contacto"
      intro="Escríbenos y te responderemos lo antes posible. También puedes visitarnos en cualquiera de nuestras sedes."
    />
  );
}
