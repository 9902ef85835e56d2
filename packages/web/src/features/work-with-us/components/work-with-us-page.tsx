import { PagePlaceholder } from '../../../components/page-placeholder';

/** `/trabaja-con-nosotros/`. Placeholder until the job-application form lands. */
export function WorkWithUsPage() {
  return (
    <PagePlaceholder
      title="Trabaja con nosotros"
      intro="Buscamos personas que quieran crecer con nosotros en el sector inmobiliario."
    />
  );
}
