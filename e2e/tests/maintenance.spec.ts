import { copyFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, waitForHydration } from '../support/test';
import { expectNoSeriousViolations } from '../support/axe';
import {
  browserJpeg,
  dropEachFile,
  pdfText,
  pdfToPngs,
  selectOption,
  sentMails,
  solveCaptcha,
} from '../support/forms';

const FORM_TITLE = 'Formulario Mantenimientos y Reparaciones';

test.describe('maintenance request', () => {
  test('goes from the form to its export and downloads MANTENIMIENTO_{id}.pdf', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const document = `10${Date.now().toString().slice(-8)}`;
    const email = `mantenimiento.${testInfo.project.name}.${Date.now()}@example.com`;
    await page.goto('/mantenimientos/');
    await expect(page).toHaveURL(/\/mantenimientos\/crear\/$/);
    await expect(page.getByRole('heading', { level: 1, name: FORM_TITLE })).toBeVisible();
    const form = page.getByRole('form', { name: FORM_TITLE });

    await selectOption(form, /Reportar a/, 'POBLADO');
    await selectOption(form, /Categoría/, 'Plomería');
    await selectOption(form, /Tipo de Identificación/, 'CC - Cédula de Ciudadanía');
    await form.getByLabel('Número de Identificación').fill(document);
    await form.getByLabel('Nombres y Apellidos').fill('Laura Restrepo Gil');

    // 'Pais o Indicativo': at most 10 suggestions; a value that is no calling code is cleared on leaving.
    const country = form.getByRole('combobox', { name: 'Pais o Indicativo' });
    // The suggestions' list (the form's selects have options of their own).
    const suggestions = page.getByRole('listbox').getByRole('option');
    await country.fill('a');
    await expect(suggestions.first()).toBeVisible();
    expect(await suggestions.count()).toBeLessThanOrEqual(10);
    await country.fill('+999');
    await country.press('Tab');
    await expect(country).toHaveValue('');
    await country.fill('colom');
    await suggestions.filter({ hasText: /Colombia/ }).click();
    await expect(country).toHaveValue('+57');
    // Clicked and typed over as a visitor does: what it shows is selected, so 'Colom' is not 'Colom+57'.
    await country.click();
    await country.pressSequentially('Espa');
    await expect(country).toHaveValue('Espa');
    await expect(suggestions.filter({ hasText: /España/ })).toBeVisible();
    // Left without picking: the country found by its name.
    await country.press('Tab');
    await expect(country).toHaveValue('+34');
    await country.click();
    await country.pressSequentially('Colom');
    await expect(country).toHaveValue('Colom');
    await suggestions.filter({ hasText: /Colombia/ }).click();
    await expect(country).toHaveValue('+57');

    await form.getByLabel('Número de Contacto').fill('300 555-1234');
    await expect(form.getByLabel('Número de Contacto')).toHaveValue('3005551234');
    await form.getByLabel('Correo electrónico').fill(email);
    await form.getByLabel('Dirección').fill('Carrera 43A # 9 Sur-91 apto 502');
    await form
      .getByRole('textbox', { name: 'Descripción', exact: true })
      .fill('Fuga de agua en el baño principal');
    await expect(form.getByText('33/2500')).toBeVisible();

    // Files: a refused format gets the spec's message; files can be removed before sending.
    const input = form.locator('input[type=file]');
    await input.setInputFiles({ name: 'notas.png', mimeType: 'image/png', buffer: Buffer.from('x') });
    await expect(form.getByText(/solo se pueden subir archivos jpg,jpeg,pdf, docx y mp4/)).toBeVisible();
    await input.setInputFiles([
      { name: 'bano.jpg', mimeType: 'image/jpeg', buffer: await browserJpeg(page, '#1f5fa8', 'BAÑO') },
      { name: 'techo.jpg', mimeType: 'image/jpeg', buffer: await browserJpeg(page, '#a8321f', 'TECHO') },
    ]);
    await input.setInputFiles({
      name: 'sobra.jpg',
      mimeType: 'image/jpeg',
      buffer: await browserJpeg(page, '#333', 'X'),
    });
    await form.getByRole('button', { name: 'Quitar sobra.jpg' }).click();
    await expect(
      form.getByRole('list', { name: 'Archivos seleccionados' }).getByRole('listitem'),
    ).toHaveCount(2);

    await form.getByRole('checkbox', { name: /Autorizo/ }).check();
    await solveCaptcha(form);
    const posted = page.waitForResponse(
      (r) => r.url().endsWith('/api/maintenance') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'ENVIAR' }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    const created = (await response.json()) as { id: number; record: string };

    await expect(page).toHaveURL(new RegExp(`/mantenimientos/exportPDF/${created.id}$`));
    expect(await page.evaluate(() => localStorage.getItem('lastCreatedMaintenance'))).toBe(
      String(created.id),
    );
    await expect(page.getByText('Envio exitoso', { exact: false })).toBeVisible();
    const table = page.getByRole('table', { name: 'Resumen del mantenimiento' });
    await expect(table).toContainText(created.record);
    await expect(table).toContainText('POBLADO');
    await expect(table).toContainText('+57 3005551234');
    await expect(table).toContainText('LAURA RESTREPO GIL');
    const thumbnails = page.getByRole('img', { name: /bano\.jpg|techo\.jpg/ });
    await expect(thumbnails).toHaveCount(2);
    await expect
      .poll(() => thumbnails.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    const download = page.getByRole('link', { name: 'Descargar PDF' });
    await expect(download).not.toHaveAttribute('aria-disabled', 'true', { timeout: 30_000 });
    await expectNoSeriousViolations(page);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe(`MANTENIMIENTO_${created.id}.pdf`);
    const saved = testInfo.outputPath(file.suggestedFilename());
    await file.saveAs(saved);
    const text = await pdfText(saved);
    expect(text).toContain(created.record);
    expect(text).toContain('LAURA RESTREPO GIL');
    expect(text).toContain('POBLADO');
    const pngs = await pdfToPngs(saved, testInfo.outputPath('mantenimiento'));
    expect(pngs.length).toBeGreaterThanOrEqual(1);
    expect((await stat(pngs[0]!)).size).toBeGreaterThan(10_000);
    if (process.env.E2E_SHOTS_DIR) {
      await copyFile(
        pngs[0]!,
        path.join(process.env.E2E_SHOTS_DIR, `maintenance-pdf-${testInfo.project.name}.png`),
      );
      await page.screenshot({
        path: path.join(process.env.E2E_SHOTS_DIR, `maintenance-export-${testInfo.project.name}.png`),
        fullPage: true,
      });
    }

    // The summary mail to the customer carries the same PDF.
    await expect
      .poll(
        async () =>
          (await sentMails()).some((m) => m.includes(email) && m.includes(`MANTENIMIENTO_${created.id}.pdf`)),
        { timeout: 30_000 },
      )
      .toBe(true);
  });

  test('refuses to open the export of a maintenance this browser did not create', async ({ page }) => {
    await page.goto('/mantenimientos/crear/');
    await page.evaluate(() => {
      localStorage.setItem('lastCreatedMaintenance', '5');
      localStorage.setItem('lastCreatedMaintenanceToken', 'x'.repeat(43));
    });
    await page.goto('/mantenimientos/exportPDF/6');
    await expect(page).toHaveURL(/\/mantenimientos\/crear\/$/);
    await expect(page.getByRole('alert').filter({ hasText: 'último mantenimiento' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: FORM_TITLE })).toBeVisible();
    // And the gateway gives nothing for a guessed id without its token.
    const res = await page.request.get('/api/maintenance/6');
    expect(res.status()).toBe(404);
  });

  test('opened from another page, its lists load in their fields and nothing moves when they arrive', async ({
    page,
  }) => {
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/lookups\/(headquarters|categories)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('a[href="/mantenimientos/crear/"]').first().dispatchEvent('click');
    const form = page.getByRole('form', { name: FORM_TITLE });
    const reportTo = form.getByRole('combobox', { name: /Reportar a/ });
    // 'Cargando datos...' in the field (spec), where its placeholder goes: no line comes and goes around it.
    await expect(reportTo).toHaveValue('');
    await expect(reportTo.locator('option').first()).toHaveText('Cargando datos...');
    await expect(reportTo).toBeDisabled();
    const documentType = form.getByRole('combobox', { name: /Tipo de Identificación/ });
    const before = await documentType.boundingBox();
    release();
    await expect(reportTo).toBeEnabled();
    await expect(reportTo.locator('option').first()).toHaveText('Selecciona una opción');
    expect(await documentType.boundingBox()).toEqual(before);
    await page.unroute(/\/api\/lookups\//);
  });

  test('takes photos dragged onto its zone (spec: drag and drop), one drop after another', async ({
    page,
    isMobile,
  }, testInfo) => {
    test.skip(isMobile, 'files are dragged from a desktop');
    await page.goto('/mantenimientos/crear/');
    await waitForHydration(page);
    const zone = page.getByTestId('file-drop-zone');
    await dropEachFile(
      zone,
      [
        { name: 'bano.jpg', buffer: await browserJpeg(page, '#1f5fa8', 'BAÑO') },
        { name: 'techo.jpg', buffer: await browserJpeg(page, '#a8321f', 'TECHO') },
      ],
      testInfo.outputDir,
    );
    const chosen = page.getByRole('list', { name: 'Archivos seleccionados' }).getByRole('listitem');
    await expect(chosen).toHaveCount(2);
    await expect(chosen.first()).toContainText('bano.jpg');
    await expect(chosen.last()).toContainText('techo.jpg');
  });

  test('shows the rules when sent empty', async ({ page }) => {
    await page.goto('/mantenimientos/crear/');
    const form = page.getByRole('form', { name: FORM_TITLE });
    await form.getByRole('button', { name: 'ENVIAR' }).click();
    await expect(form.getByText('Este campo es obligatorio*').first()).toBeVisible();
    await expect(form.getByText('Debes cargar al menos un archivo.')).toBeVisible();
    await expect(form.getByText('Recaptcha Error')).toBeVisible();
  });
});
