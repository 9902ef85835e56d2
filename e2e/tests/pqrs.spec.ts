import { copyFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/axe';
import { pdfText, pdfToPngs, selectOption, sentMails, solveCaptcha } from '../support/forms';

const FORM_TITLE = 'Formulario Peticiones Quejas y Reclamos';
const EXPORT_TITLE = 'PETICIONES - QUEJAS - RECLAMOS - SUGERENCIAS';
const CONSENT =
  'Acepto el consentimiento para tratamiento de datos personales. Acepto el manual de políticas y procedimientos.';

test.describe('PQRS', () => {
  test('files a PQRS, shows its export and prints the record', async ({ page, context }, testInfo) => {
    test.setTimeout(90_000);
    const email = `pqrs.${testInfo.project.name}.${Date.now()}@example.com`;
    await page.goto('/pqrs/crear/');
    await expect(page.getByRole('heading', { level: 1, name: FORM_TITLE })).toBeVisible();
    const form = page.getByRole('form', { name: FORM_TITLE });

    await selectOption(form, /Área/, 'Servicio al cliente');
    await selectOption(form, /Tipo de documento/, 'PA - Pasaporte');
    await form.getByLabel(/Número de documento/).fill('52a123b456');
    await expect(form.getByLabel(/Número de documento/)).toHaveValue('52123456');
    await form.getByLabel(/Nombres y Apellidos/).fill('Andrés Felipe Mejía');
    await form.getByLabel(/Teléfono/).fill('3104445566');
    await form.getByLabel(/Correo electrónico/).fill(email);
    const message = form.getByLabel(/Mensaje/);
    await expect(message).toHaveAttribute('rows', '3');
    await message.fill('El recibo de arriendo de octubre llegó con un valor equivocado');
    await expect(form.getByText('/180')).toBeVisible();
    await expect(form.getByText(CONSENT)).toBeVisible();
    await form.getByRole('checkbox', { name: /Acepto el consentimiento/ }).check();
    await solveCaptcha(form);

    const posted = page.waitForResponse(
      (r) => r.url().endsWith('/api/pqrs') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'ENVIAR' }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    const created = (await response.json()) as { id: number; radicado: string };
    await expect(page).toHaveURL(new RegExp(`/pqrs/exportPDF/${created.id}$`));

    await expect(page.getByRole('heading', { level: 1, name: EXPORT_TITLE })).toBeVisible();
    const table = page.getByRole('table', { name: EXPORT_TITLE });
    await expect(table).toContainText(created.radicado);
    await expect(table).toContainText('Servicio al cliente');
    await expect(table).toContainText('Radicada');
    await expect(table).toContainText('PA-52123456');
    await expect(table).toContainText('ANDRÉS FELIPE MEJÍA');
    await expect(table).toContainText('3104445566');
    await expect(table).toContainText('EL RECIBO DE ARRIENDO DE OCTUBRE');
    // Spanish, long month, 12-hour clock.
    await expect(table.getByRole('row', { name: /Fecha y hora de registro/ })).toContainText(
      /\d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}, \d{1,2}:\d{2} [ap]\. m\./,
    );
    await expectNoSeriousViolations(page);
    if (process.env.E2E_SHOTS_DIR) {
      await page.screenshot({
        path: path.join(process.env.E2E_SHOTS_DIR, `pqrs-export-${testInfo.project.name}.png`),
        fullPage: true,
      });
    }

    // 'Descargar PDF' opens the printable record, which prints itself 1000 ms after showing the data.
    // The record arrives rendered by the server; the app shows it (and starts the delay) when it takes the
    // page over, which is when <html> gets data-hydrated.
    await context.addInitScript(() => {
      const w = window as unknown as { __printedAt?: number; __hydratedAt?: number };
      window.print = () => {
        w.__printedAt = performance.now();
      };
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute('data-hydrated')) return;
        w.__hydratedAt = performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Descargar PDF' }).click(),
    ]);
    await expect(popup).toHaveURL(new RegExp(`/inmobiliaria/pqrs/${created.id}$`));
    const printable = popup.getByRole('table', { name: EXPORT_TITLE });
    await expect(printable).toContainText('ANDRÉS FELIPE MEJÍA');
    await expect(printable.getByRole('row', { name: /Autoriza el tratamiento/ })).toContainText('SI');
    // Not at once: the dialog waits 1000 ms after the record is shown (timed in the page's own clock, so a
    // slow test runner cannot shorten it).
    await expect
      .poll(() => popup.evaluate(() => (window as { __printedAt?: number }).__printedAt ?? null))
      .not.toBeNull();
    const { printedAt, hydratedAt } = await popup.evaluate(() => {
      const w = window as unknown as { __printedAt: number; __hydratedAt: number };
      return { printedAt: w.__printedAt, hydratedAt: w.__hydratedAt };
    });
    expect(printedAt - hydratedAt).toBeGreaterThanOrEqual(950);
    expect(await popup.getByRole('banner').count()).toBe(0);
    await expectNoSeriousViolations(popup);

    // What the print dialog would produce, checked as text and as an image.
    const pdfFile = testInfo.outputPath(`pqrs-${created.id}.pdf`);
    await popup.emulateMedia({ media: 'print' });
    await popup.pdf({ path: pdfFile, format: 'A4', printBackground: true }).catch(() => undefined);
    if (await stat(pdfFile).catch(() => null)) {
      const text = await pdfText(pdfFile);
      expect(text).toContain(EXPORT_TITLE);
      expect(text).toContain(created.radicado);
      const pngs = await pdfToPngs(pdfFile, testInfo.outputPath('pqrs'));
      expect(pngs.length).toBeGreaterThanOrEqual(1);
      if (process.env.E2E_SHOTS_DIR) {
        await copyFile(
          pngs[0]!,
          path.join(process.env.E2E_SHOTS_DIR, `pqrs-print-${testInfo.project.name}.png`),
        );
      }
    }

    // The summary mail carries the radicado and the legal deadline.
    await expect
      .poll(
        async () => (await sentMails()).find((m) => m.includes(email) && m.includes(created.radicado)) ?? '',
        {
          timeout: 20_000,
        },
      )
      .toContain('1755');
  });

  test('names each required field when sent empty', async ({ page }) => {
    await page.goto('/pqrs/crear/');
    const form = page.getByRole('form', { name: FORM_TITLE });
    await form.getByRole('button', { name: 'ENVIAR' }).click();
    await expect(form.getByText('Este campo es obligatorio*')).toHaveCount(7);
    await expect(form.getByText('Por favor llena el Recaptcha')).toBeVisible();
  });

  test('a malformed id answers the not-found page with a 404, on the export, the print and the maintenance export', async ({
    page,
  }) => {
    for (const path of [
      '/pqrs/exportPDF/abc',
      '/inmobiliaria/pqrs/abc',
      '/pqrs/exportPDF/0',
      '/mantenimientos/exportPDF/abc',
      '/mantenimientos/exportPDF/1e3',
    ]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' }), path).toBeVisible();
      await expect(page.getByText(/PQRS N\.° |No encontramos esta PQRS/)).toHaveCount(0);
    }
    // A well-formed id is the page's to judge: filed in another browser, it says so (README, departures).
    expect((await page.goto('/pqrs/exportPDF/999999'))?.status()).toBe(200);
    await expect(page.getByText(/No encontramos esta PQRS en este navegador/)).toBeVisible();
  });
});
