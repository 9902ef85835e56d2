import { describe, expect, it } from 'vitest';
import {
  RENT_SIMULATOR,
  RENT_SIMULATOR_MESSAGES,
  rentSimulationNotice,
  rentSimulationRows,
  simulateRent,
} from './rent-simulator';

describe('simulateRent', () => {
  it('VIVIENDA: rent 2,000,000 with administration 300,000 receives 1,462,000', () => {
    const r = simulateRent({
      canon: 2_000_000,
      administracion: 300_000,
      tipo: 'VIVIENDA',
      ownerVatResponsible: false,
    });
    expect(r).toEqual({
      canon: 2_000_000,
      administracion: 300_000,
      comisionPorcentaje: 10,
      comision: 200_000,
      ivaComision: 38_000,
      totalDescuentos: 538_000,
      ivaCanon: null,
      valorRenta: 1_462_000,
      faltante: 0,
    });
  });

  it('COMERCIAL with a VAT-responsible owner adds 19% VAT on the rent: receives 1,842,000', () => {
    const r = simulateRent({
      canon: 2_000_000,
      administracion: 300_000,
      tipo: 'COMERCIAL',
      ownerVatResponsible: true,
    });
    expect(r.ivaCanon).toBe(380_000);
    expect(r.totalDescuentos).toBe(538_000);
    expect(r.valorRenta).toBe(1_842_000);
  });

  it('COMERCIAL without owner VAT is computed like VIVIENDA', () => {
    const r = simulateRent({
      canon: 2_000_000,
      administracion: 300_000,
      tipo: 'COMERCIAL',
      ownerVatResponsible: false,
    });
    expect(r.ivaCanon).toBeNull();
    expect(r.valorRenta).toBe(1_462_000);
  });

  it('ignores the owner VAT flag for VIVIENDA', () => {
    const r = simulateRent({
      canon: 1_000_000,
      administracion: 0,
      tipo: 'VIVIENDA',
      ownerVatResponsible: true,
    });
    expect(r.ivaCanon).toBeNull();
    expect(r.valorRenta).toBe(881_000);
  });

  it('rounds to whole pesos and treats empty, negative or NaN input as 0', () => {
    const r = simulateRent({
      canon: 1_234_567,
      administracion: Number.NaN,
      tipo: 'VIVIENDA',
      ownerVatResponsible: false,
    });
    expect(r.comision).toBe(123_457);
    expect(r.ivaComision).toBe(23_457);
    expect(r.administracion).toBe(0);
    expect(r.valorRenta).toBe(1_234_567 - 123_457 - 23_457);
    expect(
      simulateRent({ canon: -5, administracion: -1, tipo: 'VIVIENDA', ownerVatResponsible: false })
        .valorRenta,
    ).toBe(0);
  });
});

describe('limits and deficits', () => {
  it('never computes a negative payout: an empty rent with a fee is explained instead', () => {
    const r = simulateRent({
      canon: 0,
      administracion: 300_000,
      tipo: 'VIVIENDA',
      ownerVatResponsible: false,
    });
    expect(r.valorRenta).toBe(0);
    expect(r.faltante).toBe(300_000);
    expect(rentSimulationNotice(r)).toBe(RENT_SIMULATOR_MESSAGES.noCanon);
  });

  it('explains deductions above the rent', () => {
    const r = simulateRent({
      canon: 1_000_000,
      administracion: 900_000,
      tipo: 'VIVIENDA',
      ownerVatResponsible: false,
    });
    expect(r.valorRenta).toBe(0);
    expect(r.faltante).toBe(1_000_000 * 0.1 * 1.19 + 900_000 - 1_000_000);
    expect(rentSimulationNotice(r)).toBe(RENT_SIMULATOR_MESSAGES.deductionsExceedCanon);
    expect(
      rentSimulationNotice(
        simulateRent({ canon: 2_000_000, administracion: 0, tipo: 'VIVIENDA', ownerVatResponsible: false }),
      ),
    ).toBeNull();
  });

  it('caps the inputs, so twenty nines never overflow', () => {
    const r = simulateRent({
      canon: Number('9'.repeat(20)),
      administracion: Number('9'.repeat(20)),
      tipo: 'VIVIENDA',
      ownerVatResponsible: false,
    });
    expect(r.canon).toBe(RENT_SIMULATOR.maxCanon);
    expect(r.administracion).toBe(RENT_SIMULATOR.maxAdministracion);
    expect(Number.isSafeInteger(r.totalDescuentos)).toBe(true);
  });
});

describe('rentSimulationRows', () => {
  it('lists the spec rows in order and hides the rent VAT row when it does not apply', () => {
    const rows = rentSimulationRows(
      simulateRent({
        canon: 2_000_000,
        administracion: 300_000,
        tipo: 'VIVIENDA',
        ownerVatResponsible: false,
      }),
    );
    expect(rows.map((r) => r.label)).toEqual([
      'Canon de arrendamiento',
      'Cuota Administración',
      'Comisión',
      'Iva sobre comisión',
      'Total Descuentos',
      'Valor Renta A Recibir',
    ]);
    expect(rows.at(-1)?.value).toBe(1_462_000);
  });

  it('shows Iva Aplicado Al Canon before the amount received for a VAT-responsible COMERCIAL owner', () => {
    const rows = rentSimulationRows(
      simulateRent({
        canon: 2_000_000,
        administracion: 300_000,
        tipo: 'COMERCIAL',
        ownerVatResponsible: true,
      }),
    );
    expect(rows.map((r) => [r.label, r.value]).slice(-2)).toEqual([
      ['Iva Aplicado Al Canon', 380_000],
      ['Valor Renta A Recibir', 1_842_000],
    ]);
  });
});
