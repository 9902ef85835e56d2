import { formatCop, RENT_SIMULATOR_MESSAGES } from '@inmo/contracts';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { theme } from '~/config/theme';
import { SimulatorPage } from './simulator-page';

function renderPage() {
  return render(
    <ThemeProvider theme={theme}>
      <SimulatorPage />
    </ThemeProvider>,
  );
}

function row(label: string) {
  return screen.getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
}

function rowValue(label: string) {
  return within(row(label)).getAllByRole('cell').at(-1)?.textContent;
}

/** The notice under the table, and again under the phone's payout line (a screen above the table there). */
function expectNotice(text: string) {
  expect(screen.getByTestId('simulador-aviso')).toHaveTextContent(text);
  expect(screen.getByTestId('simulador-resumen-aviso')).toHaveTextContent(text);
}

describe('SimulatorPage', () => {
  it('never shows leading zeros, and caps what can be typed', async () => {
    const user = userEvent.setup();
    renderPage();
    const canon = screen.getByLabelText('Canon De Arrendamiento ($)');
    await user.type(canon, '00000');
    expect(canon).toHaveValue('$ 0');
    await user.type(canon, '5');
    expect(canon).toHaveValue('$ 5');
    await user.clear(canon);
    await user.type(canon, '9'.repeat(20));
    expect(canon).toHaveValue('$ 999.999.999');
    const admin = screen.getByLabelText('Cuota De Administración ($)');
    await user.click(admin);
    await user.type(admin, '9'.repeat(20));
    expect(admin).toHaveValue('$ 99.999.999');
  });

  it('shows $ 0 and explains instead of a negative payout', async () => {
    const user = userEvent.setup();
    renderPage();
    const admin = screen.getByLabelText('Cuota De Administración ($)');
    await user.click(admin);
    await user.type(admin, '300000');
    await waitFor(() => expect(rowValue('Cuota Administración')).toBe(formatCop(300_000)));
    expect(rowValue('Valor Renta A Recibir')).toBe(formatCop(0));
    expectNotice(RENT_SIMULATOR_MESSAGES.noCanon);
    expect(document.body.textContent).not.toMatch(/-\s?\$|\$\s?-/);

    await user.type(screen.getByLabelText('Canon De Arrendamiento ($)'), '200000');
    await waitFor(() => expectNotice(RENT_SIMULATOR_MESSAGES.deductionsExceedCanon));
    expect(rowValue('Valor Renta A Recibir')).toBe(formatCop(0));
    expect(document.body.textContent).not.toMatch(/-\s?\$|\$\s?-/);
  });

  it('shows the title, the table, a read-only 10 % commission and zeros to start', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Simulador' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tabla de valores' })).toBeInTheDocument();
    const commission = screen.getByLabelText('Comisión Inmobiliaria (%)');
    expect(commission).toHaveValue('10');
    expect(commission).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Cuota De Administración ($)')).toHaveValue('$ 0');
    // No rent yet: '$ 0' (spec §9) and the reason.
    expect(rowValue('Valor Renta A Recibir')).toBe(formatCop(0));
    expectNotice(RENT_SIMULATOR_MESSAGES.noCanon);
    expect(screen.queryByRole('rowheader', { name: 'Iva Aplicado Al Canon' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('SI')).not.toBeInTheDocument();
  });

  it('formats money as typed, empties a 0 administration on focus and recalculates after 500 ms (VIVIENDA)', async () => {
    const user = userEvent.setup();
    renderPage();
    const canon = screen.getByLabelText('Canon De Arrendamiento ($)');
    await user.type(canon, '2000000');
    expect(canon).toHaveValue('$ 2.000.000');

    const admin = screen.getByLabelText('Cuota De Administración ($)');
    await user.click(admin);
    expect(admin).toHaveValue('');
    await user.type(admin, '300000');
    expect(admin).toHaveValue('$ 300.000');

    // Debounced: right after typing the table still shows the old figures.
    const typedAt = Date.now();
    expect(rowValue('Valor Renta A Recibir')).not.toBe(formatCop(1_462_000));
    await waitFor(() => expect(rowValue('Valor Renta A Recibir')).toBe(formatCop(1_462_000)));
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(400);

    expect(rowValue('Canon de arrendamiento')).toBe(formatCop(2_000_000));
    expect(rowValue('Cuota Administración')).toBe(formatCop(300_000));
    expect(rowValue('Comisión')).toBe(formatCop(200_000));
    expect(rowValue('Iva sobre comisión')).toBe(formatCop(38_000));
    expect(rowValue('Total Descuentos')).toBe(formatCop(538_000));
    expect(screen.queryByRole('rowheader', { name: 'Iva Aplicado Al Canon' })).not.toBeInTheDocument();
    // The phone's line under the payout: the deductions, where the notice was.
    expect(screen.queryByTestId('simulador-aviso')).not.toBeInTheDocument();
    expect(screen.getByTestId('simulador-resumen-aviso')).toHaveTextContent(
      'Descuentos: $ 538.000. El detalle está en la Tabla de valores.',
    );
  });

  it('COMERCIAL with a VAT-responsible owner adds 19 % on the rent: 1.842.000', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Canon De Arrendamiento ($)'), '2000000');
    await user.click(screen.getByLabelText('Cuota De Administración ($)'));
    await user.type(screen.getByLabelText('Cuota De Administración ($)'), '300000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo De Inmueble' }), 'COMERCIAL');
    expect(screen.getByText('El Propietario Es Responsable De IVA?')).toBeInTheDocument();

    // COMERCIAL alone changes nothing.
    await waitFor(() => expect(rowValue('Valor Renta A Recibir')).toBe(formatCop(1_462_000)));
    await user.click(screen.getByRole('checkbox', { name: 'SI' }));
    await waitFor(() => expect(rowValue('Valor Renta A Recibir')).toBe(formatCop(1_842_000)));
    expect(rowValue('Iva Aplicado Al Canon')).toBe(formatCop(380_000));

    const labels = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(labels).toEqual([
      'Canon de arrendamiento',
      'Cuota Administración',
      'Comisión',
      'Iva sobre comisión',
      'Total Descuentos',
      'Iva Aplicado Al Canon',
      'Valor Renta A Recibir',
    ]);
  });
});
