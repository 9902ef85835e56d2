/** Rules of the rent payout simulator (spec §2 "Simulator", §9). */
export const RENT_SIMULATOR = {
  /** Agency commission, fixed and read-only in the form (percent of the rent). */
  commissionPercent: 10,
  /** VAT in Colombia (percent). */
  vatPercent: 19,
  /** Pause before recalculating after an input change. */
  debounceMs: 500,
  /** Largest rent the form takes: well above any listing (rent tops at 50 million), far from overflow. */
  maxCanon: 999_999_999,
  /** Largest administration fee the form takes. */
  maxAdministracion: 99_999_999,
} as const;

/** Why the simulator shows no payout instead of a figure (it never shows a negative one). */
export const RENT_SIMULATOR_MESSAGES = {
  noCanon: 'Escribe el canon para calcular la renta que recibirías.',
  deductionsExceedCanon:
    'Los descuentos (comisión, IVA y cuota de administración) superan el canon: con estos valores no recibirías renta. Revisa el canon y la cuota de administración.',
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
  /** What the owner receives; never below 0 (see `faltante`). */
  readonly valorRenta: number;
  /** How much the deductions exceed the rent (0 when they do not). */
  readonly faltante: number;
}

/** Negative, NaN or non-finite input counts as 0 (an empty field); pesos have no decimals; capped at `max`. */
function pesos(value: number, max: number): number {
  return Number.isFinite(value) && value > 0 ? Math.min(Math.round(value), max) : 0;
}

function percentOf(amount: number, percent: number): number {
  return Math.round((amount * percent) / 100);
}

/**
 * Commission 10% of rent, VAT 19% on the commission, deductions = commission + its VAT + administration.
 * For COMERCIAL with a VAT-responsible owner the owner also receives 19% VAT on the rent.
 */
export function simulateRent(input: RentSimulationInput): RentSimulation {
  const canon = pesos(input.canon, RENT_SIMULATOR.maxCanon);
  const administracion = pesos(input.administracion, RENT_SIMULATOR.maxAdministracion);
  const comision = percentOf(canon, RENT_SIMULATOR.commissionPercent);
  const ivaComision = percentOf(comision, RENT_SIMULATOR.vatPercent);
  const totalDescuentos = comision + ivaComision + administracion;
  const ivaCanon =
    input.tipo === 'COMERCIAL' && input.ownerVatResponsible
      ? percentOf(canon, RENT_SIMULATOR.vatPercent)
      : null;
  const neto = canon + (ivaCanon ?? 0) - totalDescuentos;
  return {
    canon,
    administracion,
    comisionPorcentaje: RENT_SIMULATOR.commissionPercent,
    comision,
    ivaComision,
    totalDescuentos,
    ivaCanon,
    valorRenta: Math.max(0, neto),
    faltante: Math.max(0, -neto),
  };
}

/** The explanation shown in place of a payout: no rent typed yet, or deductions above the rent; else null. */
export function rentSimulationNotice(result: RentSimulation): string | null {
  if (result.canon === 0) return RENT_SIMULATOR_MESSAGES.noCanon;
  if (result.faltante > 0) return RENT_SIMULATOR_MESSAGES.deductionsExceedCanon;
  return null;
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
