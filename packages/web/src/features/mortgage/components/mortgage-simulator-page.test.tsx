import { formatCop } from '@inmo/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createTestQueryClient } from '../../../test/render-with-providers';
import { MortgageCard } from './mortgage-card';
import { MortgageSimulatorPage } from './mortgage-simulator-page';

/** The page under a root route whose loader data carries the agency's settings, as the gateway sends them. */
function renderAt(
  path: string,
  mortgage = { minDownPaymentPercent: 30, defaultRatePercent: 12 },
  element = <MortgageSimulatorPage />,
) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        element: <Outlet />,
        children: [
          { path: 'simulador-credito', element },
          { path: 'inmueble/:code', element },
        ],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root: { publicUrl: '', mortgage } } } },
  );
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const payment = () => screen.getByTestId('credito-cuota').textContent;

describe('MortgageSimulatorPage', () => {
  it("takes a listing's price from the address and shows the payment, what it needs and the yearly table", () => {
    renderAt('/simulador-credito/?precio=350000000');
    expect(screen.getByLabelText('Cuota inicial ($)')).toHaveValue('$ 105.000.000');
    expect(payment()).toBe(formatCop(2_593_627));
    const summary = screen.getByTestId('credito-resumen');
    expect(within(summary).getByText('Ingresos mensuales requeridos').nextSibling?.textContent).toBe(
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

describe('MortgageCard', () => {
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
