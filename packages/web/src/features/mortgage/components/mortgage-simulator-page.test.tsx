import { formatCop } from '@inmo/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '~/test/render-with-providers';
import { MortgageCard } from './mortgage-card';
import { MortgageSimulatorPage } from './mortgage-simulator-page';

/** The page under a root route whose loader data carries the agency's settings, as the gateway sends them. */
function renderAt(
  path: string,
  mortgage = { minDownPaymentPercent: 30, defaultRatePercent: 12 },
  element = <MortgageSimulatorPage />,
) {
  const { router } = renderWithProviders(element, { path, rootData: { publicUrl: '', mortgage } });
  return router;
}

const payment = () => screen.getByTestId('credito-cuota').textContent;

describe('MortgageSimulatorPage', () => {
  it("takes a listing's price from the address and shows the payment, what it needs and the yearly table", () => {
    renderAt('/simulador-credito/?precio=350000000');
    expect(screen.getByLabelText('Cuota inicial ($)')).toHaveValue('$ 105.000.000');
    expect(payment()).toBe(formatCop(2_593_627));
    const summary = screen.getByTestId('credito-resumen');
    // 2.593.627 / 0,40 = 6.484.067,5; / 0,30 = 8.645.423,33
    expect(within(summary).getByText('Ingresos mensuales requeridos (40 %)').nextSibling?.textContent).toBe(
      formatCop(6_484_068),
    );
    expect(within(summary).getByText('Si tu banco aplica el 30 %').nextSibling?.textContent).toBe(
      formatCop(8_645_424),
    );
    expect(within(summary).getByText('Intereses totales').nextSibling?.textContent).toBe(
      formatCop(377_470_690),
    );
    const table = screen.getByRole('table', { name: 'Tabla de amortización anual' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getByRole('rowheader', { name: '20' }).closest('tr')?.lastChild?.textContent).toBe(
      formatCop(0),
    );
    expect(screen.getByRole('button', { name: 'Imprimir tabla' })).toBeVisible();
  });

  it('recomputes as the visitor types: the down payment follows the price until it is typed', async () => {
    const user = userEvent.setup();
    renderAt('/simulador-credito/');
    expect(screen.getByTestId('credito-aviso')).toHaveTextContent(
      'Escribe el valor del inmueble para calcular la cuota.',
    );
    // Nothing typed yet, nothing wrong: the down payment waits for the price.
    expect(screen.getByLabelText('Cuota inicial ($)')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Cuota inicial ($)')).toHaveAccessibleDescription(
      'Mínimo el 30 % del valor para vivienda no VIS.',
    );
    await user.type(screen.getByLabelText(/Valor del inmueble/), '500000000');
    expect(screen.getByLabelText('Cuota inicial ($)')).toHaveValue('$ 150.000.000');
    await user.selectOptions(screen.getByLabelText('Plazo (años)'), '30');
    const rate = screen.getByLabelText('Tasa de interés (% E.A.)');
    await user.clear(rate);
    await user.type(rate, '13,5');
    expect(rate).toHaveValue('13,5 %');
    expect(payment()).toBe(formatCop(3_798_061));
    expect(screen.getAllByRole('row')).toHaveLength(31);
  });

  it('a down payment under the minimum says so, with the amount, and shows no payment', async () => {
    const user = userEvent.setup();
    renderAt('/simulador-credito/?precio=350000000');
    const downPayment = screen.getByLabelText('Cuota inicial ($)');
    await user.clear(downPayment);
    expect(downPayment).toHaveValue('');
    expect(downPayment).toHaveAccessibleDescription('Escribe la cuota inicial.');
    await user.type(downPayment, '50000000');
    expect(downPayment).toHaveAccessibleDescription(
      `La cuota inicial debe ser al menos el 30 % del valor del inmueble (${formatCop(105_000_000)}).`,
    );
    expect(payment()).toBe('—');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("starts from the agency's settings", () => {
    renderAt('/simulador-credito/?precio=100000000', { minDownPaymentPercent: 20, defaultRatePercent: 9.5 });
    expect(screen.getByLabelText('Tasa de interés (% E.A.)')).toHaveValue('9,5 %');
    expect(screen.getByLabelText('Cuota inicial ($)')).toHaveValue('$ 20.000.000');
    expect(screen.getByText('Mínimo el 20 % del valor para vivienda no VIS.')).toBeVisible();
  });
});

describe('MortgageSimulatorPage on the rules of issue 35', () => {
  const figure = (label: string) =>
    within(screen.getByTestId('credito-resumen')).getByText(label).nextSibling?.textContent;

  it('300.000.000 with 30 % down, 20 years, 12 % E.A.: the income for 40 % and for 30 %, and the rule', () => {
    renderAt('/simulador-credito/?precio=300000000');
    expect(payment()).toBe(formatCop(2_223_109));
    expect(figure('Ingresos mensuales requeridos (40 %)')).toBe(formatCop(5_557_773));
    expect(figure('Si tu banco aplica el 30 %')).toBe(formatCop(7_410_364));
    const rule = screen.getByTestId('credito-regla');
    expect(rule).toHaveTextContent('hasta el 40 % de los ingresos del hogar');
    expect(rule).toHaveTextContent('Decreto 583 de 2025');
    expect(rule).toHaveTextContent('Decreto 257 de 2021');
    expect(rule).toHaveTextContent('cónyuges o compañeros permanentes');
    expect(rule).toHaveTextContent(
      'muchos aún usan el 30 %, por eso te mostramos los ingresos para ambos casos.',
    );
    expect(screen.getByText(/no modela créditos en UVR ni leasing habitacional/)).toBeVisible();
  });

  it('the income share is the agency setting', () => {
    renderAt('/simulador-credito/?precio=300000000', {
      minDownPaymentPercent: 30,
      defaultRatePercent: 12,
      incomeSharePercent: 30,
    } as never);
    expect(figure('Ingresos mensuales requeridos (30 %)')).toBe(formatCop(7_410_364));
    expect(screen.queryByText('Si tu banco aplica el 30 %')).toBeNull();
  });

  it('VIS: 20 % down finances 80 %, up to the cap in SMMLV', async () => {
    const user = userEvent.setup();
    renderAt('/simulador-credito/?precio=250000000');
    await user.click(screen.getByLabelText('Vivienda de interés social (VIS)'));
    expect(screen.getByLabelText('Cuota inicial ($)')).toHaveValue('$ 50.000.000');
    expect(screen.getByLabelText('Cuota inicial ($)')).toHaveAccessibleDescription(
      'Mínimo el 20 % del valor para vivienda VIS.',
    );
    expect(payment()).toBe(formatCop(2_117_247));
    expect(figure('Ingresos mensuales requeridos (40 %)')).toBe(formatCop(5_293_118));
    // Above 150 SMMLV it is no VIS, and the box says so.
    const price = screen.getByLabelText(/Valor del inmueble/);
    await user.clear(price);
    await user.type(price, '300000000');
    const vis = screen.getByLabelText('Vivienda de interés social (VIS)');
    expect(vis).toHaveAttribute('aria-invalid', 'true');
    expect(vis).toHaveAccessibleDescription(
      `Una vivienda VIS vale hasta 150 SMMLV (${formatCop(262_635_750)}).`,
    );
    expect(screen.getByTestId('credito-aviso')).toHaveTextContent('Revisa los datos marcados');
  });

  it('insurance: an estimate in the payment and in the income it needs', async () => {
    const user = userEvent.setup();
    renderAt('/simulador-credito/?precio=300000000');
    await user.click(screen.getByLabelText('Incluir seguros (vida deudor, incendio y terremoto)'));
    expect(payment()).toBe(formatCop(2_388_109));
    expect(figure('Capital e intereses')).toBe(formatCop(2_223_109));
    expect(figure('Seguros (estimado)')).toBe(formatCop(165_000));
    expect(figure('Ingresos mensuales requeridos (40 %)')).toBe(formatCop(5_970_273));
    expect(figure('Si tu banco aplica el 30 %')).toBe(formatCop(7_960_364));
  });

  it('brings numbers out of range in the address into it: plazo=40 is 30 years, not an error', () => {
    renderAt('/simulador-credito/?precio=300000000&plazo=40&tasa=75');
    expect(screen.getByLabelText('Plazo (años)')).toHaveValue('30');
    expect(screen.getByLabelText('Tasa de interés (% E.A.)')).toHaveValue('60 %');
    expect(screen.queryByTestId('credito-aviso')).toBeNull();
    expect(payment()).not.toBe('—');
  });

  it('reads a pasted amount as es-CO: a decimal part is dropped, never multiplied', () => {
    renderAt('/simulador-credito/');
    const price = screen.getByLabelText(/Valor del inmueble/);
    for (const text of ['300000000.50', '300,000,000', '$ 300.000.000,00']) {
      fireEvent.change(price, { target: { value: '' } });
      fireEvent.paste(price, { clipboardData: { getData: () => text } });
      expect([text, (price as HTMLInputElement).value]).toEqual([text, '$ 300.000.000']);
    }
  });
});

describe('MortgageCard', () => {
  it('offers VIS only to a listing priced under the cap', () => {
    renderAt('/inmueble/919-1005', undefined, <MortgageCard price={224_000_000} />);
    expect(screen.getByLabelText('Vivienda de interés social (VIS)')).not.toBeChecked();
    expect(screen.getByText(/Ingresos mensuales requeridos \(40 %\)/)).toBeVisible();
  });

  it('has no VIS choice above the cap', () => {
    renderAt('/inmueble/919-2678', undefined, <MortgageCard price={264_000_000} />);
    expect(screen.queryByLabelText('Vivienda de interés social (VIS)')).toBeNull();
  });

  it("simulates with the listing's price and opens the full simulator with the visitor's numbers", async () => {
    const user = userEvent.setup();
    const router = renderAt('/inmueble/919-2678', undefined, <MortgageCard price={264_000_000} />);
    expect(screen.getByRole('region', { name: '¿Cuánto pagarías al mes?' })).toHaveTextContent(
      'Simula un crédito de vivienda para este inmueble de $ 264.000.000.',
    );
    expect(screen.queryByLabelText(/Valor del inmueble/)).toBeNull();
    expect(payment()).toBe(formatCop(1_956_336));
    await user.selectOptions(screen.getByLabelText('Plazo (años)'), '15');
    await user.click(screen.getByRole('button', { name: 'Ver tabla de amortización' }));
    expect(router.state.location.pathname).toBe('/simulador-credito/');
    expect(router.state.location.search).toBe('?precio=264000000&plazo=15&tasa=12');
  });

  it('is a GET form to the simulator whose fields the browser sends as they show', () => {
    renderAt('/inmueble/919-2678', undefined, <MortgageCard price={264_000_000} />);
    const send = screen.getByRole('button', { name: 'Ver tabla de amortización' });
    const form = (send as HTMLButtonElement).form!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/simulador-credito/');
    expect(new URLSearchParams([...new FormData(form)] as [string, string][]).toString()).toBe(
      'precio=264000000&cuota=%24+79.200.000&plazo=20&tasa=12+%25',
    );
  });

  it('opens from what a card sent before its code ran', () => {
    renderAt('/simulador-credito/?precio=264000000&cuota=%24+100.000.000&plazo=15&tasa=12%2C5+%25');
    expect(screen.getByLabelText(/Valor del inmueble/)).toHaveValue('$ 264.000.000');
    expect(screen.getByLabelText('Cuota inicial ($)')).toHaveValue('$ 100.000.000');
    expect(screen.getByLabelText('Plazo (años)')).toHaveValue('15');
    expect(screen.getByLabelText('Tasa de interés (% E.A.)')).toHaveValue('12,5 %');
  });
});
