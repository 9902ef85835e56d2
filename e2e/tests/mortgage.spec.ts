import { expect, test, type Page } from '../support/test';

const cop = (n: number) =>
  new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 }).format(n);
/** What a money field shows: its prefix is '$ ' with a plain space. */
const typed = (n: number) => cop(n).replace(/\u00a0/g, ' ');

/** A sale listing of the seeded local catalog: Apartamento in Guayabal, $ 264.000.000. */
const SALE_CODE = '919-2678';

const payment = (page: Page) => page.getByTestId('credito-cuota');
const figure = (page: Page, label: string) =>
  page.getByTestId('credito-resumen').getByRole('term').filter({ hasText: label }).locator('+ dd');

test.describe('mortgage simulator', () => {
  test('a buyer types a price and gets the payment, the income it needs and a yearly table to print', async ({
    page,
  }) => {
    await page.goto('/simulador-credito/');
    await expect(page.getByRole('heading', { level: 1, name: 'Simulador de crédito' })).toBeVisible();
    await expect(page.getByText('Escribe el valor del inmueble para calcular la cuota.')).toBeVisible();
    // The term's select stands as tall as the fields around it.
    const heights = await Promise.all(
      [/Valor del inmueble/, 'Cuota inicial ($)', 'Plazo (años)', 'Tasa de interés (% E.A.)'].map(
        async (label) => (await page.getByLabel(label).locator('xpath=..').boundingBox())?.height,
      ),
    );
    expect(new Set(heights).size, `${heights.join(', ')} px`).toBe(1);

    await page.getByLabel(/Valor del inmueble/).pressSequentially('350000000');
    await expect(page.getByLabel('Cuota inicial ($)')).toHaveValue(typed(105_000_000));
    await expect(page.getByLabel('Tasa de interés (% E.A.)')).toHaveValue('12 %');
    await expect(payment(page)).toHaveText(cop(2_593_627));
    // The first payment may take 40 % of the household's income (Decretos 583 de 2025 y 257 de 2021); many
    // banks still ask for 30 %.
    await expect(figure(page, 'Ingresos mensuales requeridos (40 %)')).toHaveText(cop(6_484_068));
    await expect(figure(page, 'Si tu banco aplica el 30 %')).toHaveText(cop(8_645_424));
    await expect(figure(page, 'Intereses totales')).toHaveText(cop(377_470_690));

    const table = page.getByRole('table', { name: 'Tabla de amortización anual' });
    await expect(table.getByRole('row')).toHaveCount(21);
    await expect(table.getByRole('row').last().getByRole('cell').last()).toHaveText(cop(0));

    await page.getByLabel('Plazo (años)').selectOption('30');
    const rate = page.getByLabel('Tasa de interés (% E.A.)');
    await rate.fill('');
    await rate.pressSequentially('13,5');
    await page.getByLabel(/Valor del inmueble/).fill('');
    await page.getByLabel(/Valor del inmueble/).pressSequentially('500000000');
    await expect(payment(page)).toHaveText(cop(3_798_061));
    await expect(table.getByRole('row')).toHaveCount(31);

    // 'Imprimir tabla' opens the browser's print dialog; on paper the menus and the form are left out.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    await page.getByRole('button', { name: 'Imprimir tabla' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByLabel(/Valor del inmueble/)).toBeHidden();
    await expect(table).toBeVisible();
    await expect(page.getByText(/^Valor del inmueble \$\s500\.000\.000, cuota inicial/)).toBeVisible();
  });

  test('a down payment under 30 % is refused with the amount, and so are a rate of 0 and an empty price', async ({
    page,
  }) => {
    await page.goto('/simulador-credito/?precio=350000000');
    const downPayment = page.getByLabel('Cuota inicial ($)');
    await downPayment.fill('');
    await downPayment.pressSequentially('50000000');
    await expect(
      page.getByText(
        /^La cuota inicial debe ser al menos el 30 % del valor del inmueble \(\$\s105\.000\.000\)\.$/,
      ),
    ).toBeVisible();
    await expect(payment(page)).toHaveText('—');
    await expect(page.getByRole('table')).toHaveCount(0);
    await downPayment.fill('');
    await downPayment.pressSequentially('120000000');
    await expect(payment(page)).not.toHaveText('—');

    const rate = page.getByLabel('Tasa de interés (% E.A.)');
    await rate.fill('');
    await rate.pressSequentially('0');
    await expect(page.getByText('Escribe una tasa mayor que 0 y hasta 60 % E.A.')).toBeVisible();
    await expect(payment(page)).toHaveText('—');
  });

  test("a sale listing simulates with its price, and the full simulator opens with the visitor's numbers", async ({
    page,
  }) => {
    await page.goto(`/inmueble/${SALE_CODE}`);
    const card = page.getByRole('region', { name: '¿Cuánto pagarías al mes?' });
    await card.scrollIntoViewIfNeeded();
    await expect(card).toContainText(`para este inmueble de ${cop(264_000_000)}`);
    await expect(card.getByLabel('Cuota inicial ($)')).toHaveValue(typed(79_200_000));
    await expect(payment(page)).toHaveText(cop(1_956_336));
    await card.getByLabel('Plazo (años)').selectOption('15');
    await card.getByRole('button', { name: 'Ver tabla de amortización' }).click();
    await expect(page).toHaveURL(/\/simulador-credito\/\?precio=264000000&plazo=15&tasa=12$/);
    await expect(page.getByLabel(/Valor del inmueble/)).toHaveValue(typed(264_000_000));
    await expect(page.getByLabel('Plazo (años)')).toHaveValue('15');
    await expect(
      page.getByRole('table', { name: 'Tabla de amortización anual' }).getByRole('row'),
    ).toHaveCount(16);
  });

  test('a rent listing has no mortgage card', async ({ page }) => {
    await page.goto('/inmueble/919-2202');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: '¿Cuánto pagarías al mes?' })).toHaveCount(0);
  });

  test('a bodega for sale has no housing-loan card', async ({ page }) => {
    // 919-1002: Bodega en venta, $ 550.000.000.
    await page.goto('/inmueble/919-1002');
    await expect(page).toHaveTitle(/^Venta Bodega /);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: '¿Cuánto pagarías al mes?' })).toHaveCount(0);
  });

  test('a VIS-priced apartment offers VIS: 20 % down, and the address of the full simulator keeps it', async ({
    page,
  }) => {
    // 919-1005: Apartamento en venta, $ 224.000.000 (under 150 SMMLV).
    await page.goto('/inmueble/919-1005');
    const card = page.getByRole('region', { name: '¿Cuánto pagarías al mes?' });
    await card.scrollIntoViewIfNeeded();
    await card.getByLabel('Vivienda de interés social (VIS)').check();
    await expect(card.getByLabel('Cuota inicial ($)')).toHaveValue(typed(44_800_000));
    await card.getByRole('button', { name: 'Ver tabla de amortización' }).click();
    await expect(page).toHaveURL(/vis=1/);
    await expect(page.getByLabel('Vivienda de interés social (VIS)')).toBeChecked();
    await expect(page.getByLabel('Cuota inicial ($)')).toHaveValue(typed(44_800_000));
  });
});
