/** Rules of the rent payout simulator (spec §2 "Simulator", §9). */
export const RENT_SIMULATOR = {
  /** Agency commission, fixed and read-only in the form (percent of the rent). */
  commissionPercent: 10,
  /** VAT in Colombia (percent). */
  vatPercent: 19,
  /** Pause before recalculating after an input change. */
  debounceMs: 500,
} as const;

export const PROPERTY_USES = ['VIVIENDA', 'COMERCIAL'] as const;
export type PropertyUse = (typeof PROPERTY_USES)[number];

export interface RentSimulationInput {
  /** Canon De Arrendamiento, pesos. */
  readonly canon: number;
  /** Cuota De Administración, pesos. */
  readonly administracion: number;
  readonly tipo: PropertyUse;
  /** 'El Propietario Es Responsable De IVA?'; only counts for COMERCIAL. */
  readonly ownerVatResponsible: boolean;
}

export interface RentSimulation {
  readonly canon: number;
  readonly administracion: number;
  readonly comisionPorcentaje: number;
  readonly comision: number;
  readonly ivaComision: number;
  readonly totalDescuentos: number;
  /** VAT on the rent, only when a COMERCIAL owner is VAT-responsible; otherwise null (row hidden). */
  readonly ivaCanon: number | null;
  readonly valorRenta: number;
}

/** Negative, NaN or non-finite input counts as 0 (an empty field); pesos have no decimals. */
function pesos(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.round(value) : 0;
}

function percentOf(amount: number, percent: number): number {
  return Math.round((amount * percent) / 100);
}

/**
 * Commission 10% of rent, VAT 19% on the commission, deductions = commission + its VAT + administration.
 * For COMERCIAL with a VAT-responsible owner the owner also receives 19% VAT on the rent.
 */
export function simulateRent(input: RentSimulationInput): RentSimulation {
  const canon = pesos(input.canon);
  const administracion = pesos(input.administracion);
  const comision = percentOf(canon, RENT_SIMULATOR.commissionPercent);
  const ivaComision = percentOf(comision, RENT_SIMULATOR.vatPercent);
  const totalDescuentos = comision + ivaComision + administracion;
  const ivaCanon =
    input.tipo === 'COMERCIAL' && input.ownerVatResponsible
      ? percentOf(canon, RENT_SIMULATOR.vatPercent)
      : null;
  const valorRenta = canon + (ivaCanon ?? 0) - totalDescuentos;
  return {
    canon,
    administracion,
    comisionPorcentaje: RENT_SIMULATOR.commissionPercent,
    comision,
    ivaComision,
    totalDescuentos,
    ivaCanon,
    valorRenta,
  };
}

export interface RentSimulationRow {
  readonly key:
    'canon' | 'administracion' | 'comision' | 'ivaComision' | 'totalDescuentos' | 'ivaCanon' | 'valorRenta';
  readonly label: string;
  readonly value: number;
}

/** The 'Tabla de valores' output rows in the spec's order; 'Iva Aplicado Al Canon' only when it applies. */
export function rentSimulationRows(result: RentSimulation): RentSimulationRow[] {
  const rows: RentSimulationRow[] = [
    { key: 'canon', label: 'Canon de arrendamiento', value: result.canon },
    { key: 'administracion', label: 'Cuota Administración', value: result.administracion },
    { key: 'comision', label: 'Comisión', value: result.comision },
    { key: 'ivaComision', label: 'Iva sobre comisión', value: result.ivaComision },
    { key: 'totalDescuentos', label: 'Total Descuentos', value: result.totalDescuentos },
  ];
  if (result.ivaCanon !== null) {
    rows.push({ key: 'ivaCanon', label: 'Iva Aplicado Al Canon', value: result.ivaCanon });
  }
  rows.push({ key: 'valorRenta', label: 'Valor Renta A Recibir', value: result.valorRenta });
  return rows;
}
