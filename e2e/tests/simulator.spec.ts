import { expect, test, type Page } from '../support/test';

const cop = (n: number) =>
  new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 }).format(n);

function value(page: Page, label: string) {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell');
}

test.describe('rent simulator', () => {
  test('2.000.000 rent with 300.000 administration: VIVIENDA 1.462.000, COMERCIAL with owner VAT 1.842.000', async ({
    page,
  }) => {
    await page.goto('/rentalsimulator/');
    await expect(page.getByRole('heading', { level: 1, name: 'Simulador' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tabla de valores' })).toBeVisible();
    await expect(page.getByLabel('Comisión Inmobiliaria (%)')).toHaveValue('10');
    await expect(page.getByLabel('Comisión Inmobiliaria (%)')).not.toBeEditable();

    await page.getByLabel('Canon De Arrendamiento ($)').pressSequentially('2000000');
    await expect(page.getByLabel('Canon De Arrendamiento ($)')).toHaveValue('$ 2.000.000');
    const admin = page.getByLabel('Cuota De Administración ($)');
    await expect(admin).toHaveValue('$ 0');
    await admin.click();
    await expect(admin).toHaveValue('');
    await admin.pressSequentially('300000');

    await expect(value(page, 'Valor Renta A Recibir')).toHaveText(cop(1_462_000));
    await expect(value(page, 'Comisión')).toHaveText(cop(200_000));
    await expect(value(page, 'Iva sobre comisión')).toHaveText(cop(38_000));
    await expect(value(page, 'Total Descuentos')).toHaveText(cop(538_000));
    await expect(page.getByRole('rowheader', { name: 'Iva Aplicado Al Canon' })).toBeHidden();

    await page.getByRole('combobox', { name: 'Tipo De Inmueble' }).selectOption('COMERCIAL');
    await expect(page.getByText('El Propietario Es Responsable De IVA?')).toBeVisible();
    await page.getByRole('checkbox', { name: 'SI' }).check();
    await expect(value(page, 'Iva Aplicado Al Canon')).toHaveText(cop(380_000));
    await expect(value(page, 'Valor Renta A Recibir')).toHaveText(cop(1_842_000));
  });

  test('recalculates only after a 500 ms pause', async ({ page }) => {
    await page.goto('/rentalsimulator/');
    await page.getByLabel('Canon De Arrendamiento ($)').pressSequentially('1');
    await expect(value(page, 'Canon de arrendamiento')).toHaveText(cop(1));
    // Measured inside the page, so the runner's round trips do not eat the 500 ms.
    const seen = await page.evaluate(async () => {
      const input = document.getElementById('simulador-canon') as HTMLInputElement;
      const cell = () =>
        document.querySelector('[data-testid="simulador-canon"] td:last-child')?.textContent ?? '';
      input.focus();
      document.execCommand('insertText', false, '000000');
      const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
      await sleep(150);
      const early = cell();
      await sleep(900);
      return { early, late: cell(), typed: input.value };
    });
    expect(seen.typed).toBe('$ 1.000.000');
    expect(seen.early).toBe(cop(1));
    expect(seen.late).toBe(cop(1_000_000));
    await expect(value(page, 'Valor Renta A Recibir')).toHaveText(cop(881_000));
  });

  test('with fees above the rent, the $ 0 payout says why, where the visitor sees it', async ({ page }) => {
    await page.goto('/rentalsimulator/');
    await page.getByLabel('Canon De Arrendamiento ($)').pressSequentially('200000');
    const admin = page.getByLabel('Cuota De Administración ($)');
    await admin.click();
    await admin.pressSequentially('300000');
    await expect(value(page, 'Valor Renta A Recibir')).toHaveText(cop(0));
    const why = /Los descuentos \(comisión, IVA y cuota de administración\) superan el canon/;
    // The phone's payout line under the amounts, or the table beside them on a desktop: in view either way.
    const line = page.getByTestId(
      page.viewportSize()!.width < 900 ? 'simulador-resumen-aviso' : 'simulador-aviso',
    );
    await expect(line).toHaveText(why);
    await line.scrollIntoViewIfNeeded();
    await expect(line).toBeInViewport();
    if (page.viewportSize()!.width < 900) {
      const summary = await page.getByTestId('simulador-resumen').boundingBox();
      const box = await line.boundingBox();
      expect(box!.y - (summary!.y + summary!.height)).toBeLessThan(24);
    }
  });
});
