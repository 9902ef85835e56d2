import { PagePlaceholder } from '../../../components/page-placeholder';

/** `/rentalsimulator/`. Placeholder until the simulator feature lands. */
export function SimulatorPage() {
  return (
    <PagePlaceholder
      title="Simulador"
      documentTitle="Simulador de renta"
      intro="Calcula cuánto recibirás por tu inmueble en arriendo después de la comisión inmobiliaria y el IVA."
    />
  );
}
