/** The simulator's labels, as the agency's old site wrote them. */
export const SIMULATOR_TEXTS = {
  title: 'Simulador',
  table: 'Tabla de valores',
  canon: 'Canon De Arrendamiento ($)',
  administracion: 'Cuota De Administración ($)',
  comision: 'Comisión Inmobiliaria (%)',
  tipo: 'Tipo De Inmueble',
  ownerVat: 'El Propietario Es Responsable De IVA?',
  ownerVatYes: 'SI',
} as const;
