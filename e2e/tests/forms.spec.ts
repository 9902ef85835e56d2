import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DATA_POLICY } from '@inmo/contracts';
import { selectOption } from '../support/forms';
import { expect, test, type Locator, type Page } from '../support/test';

const REQUIRED = 'Este campo es obligatorio*';
const CAPTCHA_REQUIRED = 'Por favor llena el Recaptcha';
const RECORD_ERROR = 'Hubo un problema al crear el registro. Por favor, inténtalo de nuevo más tarde.';
const WORK_ERROR = 'Hubo un problema al crear el work_whit_us. Por favor, inténtalo de nuevo más tarde.';
const PHONE_MESSAGE =
  'Ingresa un celular de 10 dígitos que empiece por 3, o un fijo con su indicativo 60x y 7 dígitos.';
const CV_REQUIRED = 'Por favor, selecciona un archivo antes de enviar.';

/** A tiny valid PDF (the gateway checks the magic bytes, not the name). */
function pdf(label: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Title (${label}) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Mails the app wrote (embedded: DATA_DIR/mail .eml; full stack: what the SMTP peer stored). */
async function mailsMentioning(text: string): Promise<string[]> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set');
  const found: string[] = [];
  for (const dir of [path.join(dataDir, 'mail'), path.join(dataDir, 'smtp')]) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      const raw = await readFile(path.join(dir, name), 'utf8').catch(() => '');
      if (raw.includes(text)) found.push(raw);
    }
  }
  return found;
}

/** ALTCHA: the visitor ticks the box and Chromium solves the (cheap) proof of work. */
async function solveCaptcha(form: Locator) {
  await form.getByText('No soy un robot').click();
  await expect(form.getByRole('checkbox', { name: /No soy un robot|verificad/i })).toBeChecked({
    timeout: 30_000,
  });
}

/** 'Envio exitoso', then the button leads back to the site root. */
async function expectSuccessAndHome(page: Page) {
  const dialog = page.getByRole('alertdialog', { name: 'Envio exitoso' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
}

function unique(testInfo: { project: { name: string } }, what: string): string {
  return `${what}.${testInfo.project.name}.${Date.now().toString(36)}@example.com`;
}

test.describe('Promociona tu inmueble', () => {
  test('sends the owner and the agency a mail and returns home', async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const email = unique(testInfo, 'propietario');
    await page.goto('/Forms/formPromoteProperty/');
    await expect(page.getByRole('heading', { level: 1, name: 'Promociona tu inmueble' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Promociona tu inmueble' });

    await form.getByRole('radio', { name: 'Arrendarlo' }).check();
    await form.getByLabel(/Nombres y apellidos/).fill('María José Ochoa');
    await form.getByLabel(/Celular/).pressSequentially('310-555 12ab34');
    await expect(form.getByLabel(/Celular/)).toHaveValue('3105551234');
    await form.getByLabel(/Correo electrónico/).fill(email);
    await selectOption(form, /Tipo de inmueble/, 'Casa campestre');
    await form.getByLabel(/Valor aproximado/).fill('$ 3.200.000');
    await expect(form.getByLabel(/Valor aproximado/)).toHaveValue('3200000');
    await expect(form.getByText(/\$\s3\.200\.000/)).toBeVisible();
    await form.getByLabel(/Dirección del inmueble/).fill('Calle 10 # 43-20');
    await selectOption(form, /Departamento/, 'Antioquia');
    await selectOption(form, /Ciudad/, 'Medellín');
    await form.getByRole('combobox', { name: /Barrio/ }).fill('Lau');
    await page.getByRole('option', { name: 'Laureles', exact: true }).click();
    await form.getByLabel(/Cuéntanos sobre ti/).fill('Casa de dos pisos con patio');
    await expect(form.getByText('27/200')).toBeVisible();
    await form.getByRole('checkbox', { name: /Autorizo/ }).check();
    await solveCaptcha(form);

    let posts = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/promote-property') && r.method() === 'POST') posts += 1;
    });
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/promote-property'));
    await form.getByRole('button', { name: 'ENVIAR' }).dblclick();
    const response = await posted;
    expect(response.status()).toBe(201);
    const sent = response.request().postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({
      fullname: 'MARÍA JOSÉ OCHOA',
      cellphone: '3105551234',
      typeProperty: 'Casa-campestre',
      gestion: 1,
      valueArriving: '3200000',
      address: 'CALLE 10 # 43-20',
      neighborhood: 'LAURELES',
      city: 25974,
      aboutYou: 'CASA DE DOS PISOS CON PATIO',
      consent: true,
    });
    expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await expectSuccessAndHome(page);
    expect(posts).toBe(1);

    // Rent in a city without a route: the owner's confirmation and the marketing mailbox.
    await expect.poll(async () => (await mailsMentioning(email)).length, { timeout: 20_000 }).toBe(2);
    const mails = await mailsMentioning(email);
    expect(mails.some((m) => /^To: .*mercadeo@/im.test(m))).toBe(true);
    expect(mails.some((m) => new RegExp(`^To: .*${email.replace(/[.]/g, '\\.')}`, 'im').test(m))).toBe(true);
  });

  test('marks every empty field and keeps what was typed when the server fails', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/Forms/formPromoteProperty/');
    const form = page.getByRole('form', { name: 'Promociona tu inmueble' });
    await form.getByRole('button', { name: 'ENVIAR' }).click();
    await expect(form.getByText(REQUIRED)).toHaveCount(11);
    await expect(form.getByText(CAPTCHA_REQUIRED)).toBeVisible();
    await expect(
      form.getByText('Debes aceptar el tratamiento de datos personales para continuar.'),
    ).toBeVisible();
    await expect(form.getByRole('link', { name: /política de tratamiento de datos/i })).toHaveAttribute(
      'href',
      '/politica-de-datos/',
    );

    const sent: unknown[] = [];
    await page.route('**/api/promote-property', (route) => {
      sent.push(route.request().postDataJSON());
      return route.fulfill({ status: 500, json: { statusCode: 500, message: 'x' } });
    });
    await form.getByRole('radio', { name: 'Venderlo' }).check();
    await form.getByLabel(/Nombres y apellidos/).fill('Pedro Pérez');
    await form.getByLabel(/Celular/).fill('3001112233');
    await form.getByLabel(/Correo electrónico/).fill('pedro@example.com');
    await selectOption(form, /Tipo de inmueble/, 'Lote urbano');
    await form.getByLabel(/Valor aproximado/).fill('450000000');
    await form.getByLabel(/Dirección del inmueble/).fill('Carrera 50 # 10-10');
    await selectOption(form, /Departamento/, 'Antioquia');
    await selectOption(form, /Ciudad/, 'Envigado');
    // A name outside Envigado's list ('Elige de la lista o escríbelo'): its empty id once blocked the
    // submit with no message (and so did a listed name typed before the list arrived, on a loaded machine).
    await form.getByRole('combobox', { name: /Barrio/ }).fill('La Mina');
    await form.getByLabel(/Cuéntanos sobre ti/).fill('Lote esquinero');
    await form.getByRole('checkbox', { name: /Autorizo/ }).check();
    await solveCaptcha(form);
    await form.getByRole('button', { name: 'ENVIAR' }).click();
    await expect(form.getByRole('alert').filter({ hasText: RECORD_ERROR })).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ neighborhood: 'LA MINA', gestion: 5 });
    expect(sent[0]).not.toHaveProperty('idNeighborhood');
    await expect(form.getByLabel(/Nombres y apellidos/)).toHaveValue('Pedro Pérez');
    await expect(form.getByLabel(/Valor aproximado/)).toHaveValue('450000000');
    await expect(form.getByRole('combobox', { name: /Barrio/ })).toHaveValue('La Mina');
    // The token was spent: a fresh check is needed for the next attempt.
    await expect(form.getByRole('checkbox', { name: /No soy un robot/ })).not.toBeChecked();
    await expect(page).toHaveURL(/\/Forms\/formPromoteProperty\/$/);
  });
});

test.describe('Trabaja con nosotros', () => {
  test('uploads the CV with progress, mails HR with it attached and returns home', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    const email = unique(testInfo, 'aspirante');
    await page.goto('/trabaja-con-nosotros/');
    await expect(page.getByRole('heading', { level: 1, name: 'Trabaja con nosotros' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '¡ENVÍANOS TU SOLICITUD!' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Trabaja con nosotros' });
    await expect(form.getByText(/datos sensibles .* son opcionales/)).toBeVisible();

    await form.getByLabel(/Nombres y apellidos/).fill('Camila Andrea Ríos');
    await form.getByLabel(/Celular/).fill('3157778899');
    await form.getByLabel(/Correo electrónico/).fill(email);
    await form.getByLabel(/Vacante/).fill('Asesor comercial');
    await form.getByLabel(/Cuéntanos sobre ti/).fill('Experiencia en ventas de inmuebles');
    const input = form.locator('input[type="file"]');
    await input.setInputFiles({
      name: 'foto.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from([0xff, 0xd8, 0xff]),
    });
    await expect(form.getByText('Solo se permiten archivos PDF para la hoja de vida.')).toBeVisible();
    await input.setInputFiles({
      name: 'Hoja de vida Camila.pdf',
      mimeType: 'application/pdf',
      buffer: pdf('CV'),
    });
    await expect(form.getByRole('list', { name: 'Archivos seleccionados' })).toContainText(
      'Hoja de vida Camila.pdf',
    );
    await form.getByRole('checkbox', { name: /Autorizo/ }).check();
    await solveCaptcha(form);

    // Hold the answer a moment so the progress stays on screen.
    await page.route('**/api/work-with-us', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/work-with-us'));
    await form.getByRole('button', { name: 'ENVIAR' }).click();
    await expect(form.getByRole('progressbar', { name: 'Progreso de la subida' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    expect((await posted).status()).toBe(201);
    await expectSuccessAndHome(page);

    await expect.poll(async () => (await mailsMentioning(email)).length, { timeout: 20_000 }).toBe(2);
    const hr = (await mailsMentioning(email)).find((m) => /^To: .*talento\.humano@/im.test(m));
    expect(hr).toBeDefined();
    expect(hr).toMatch(/Content-Type: application\/pdf/i);
    expect(hr).toMatch(/Content-Disposition: attachment/i);
  });

  test("asks for the CV and shows the form's §8 message on failure, keeping the values", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/trabaja-con-nosotros/');
    const form = page.getByRole('form', { name: 'Trabaja con nosotros' });
    await form.getByRole('button', { name: 'ENVIAR' }).click();
    await expect(form.getByText(CV_REQUIRED)).toBeVisible();
    await expect(form.getByText(REQUIRED)).toHaveCount(5);
    await expect(form.getByText(CAPTCHA_REQUIRED)).toBeVisible();

    await page.route('**/api/work-with-us', (route) =>
      route.fulfill({ status: 502, body: '<html>Bad gateway</html>' }),
    );
    await form.getByLabel(/Nombres y apellidos/).fill('Jorge Luis Gil');
    await form.getByLabel(/Celular/).fill('3001234567');
    await form.getByLabel(/Correo electrónico/).fill('jorge@example.com');
    await form.getByLabel(/Vacante/).fill('Contador');
    await form.getByLabel(/Cuéntanos sobre ti/).fill('Contador público');
    await form.locator('input[type="file"]').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: pdf('CV'),
    });
    // As a visitor does, the file is seen listed first: the list's code loads with the first file and the list
    // then pushes the consent down (some 0.3 s later: React reveals a new Suspense boundary's content no sooner),
    // under a tap that came at once.
    await expect(form.getByRole('list', { name: 'Archivos seleccionados' })).toContainText('cv.pdf');
    await form.getByRole('checkbox', { name: /Autorizo/ }).check();
    await solveCaptcha(form);
    await form.getByRole('button', { name: 'ENVIAR' }).click();
    await expect(form.getByRole('alert').filter({ hasText: WORK_ERROR })).toBeVisible();
    await expect(form.getByLabel(/Vacante/)).toHaveValue('Contador');
    await expect(form.getByRole('list', { name: 'Archivos seleccionados' })).toContainText('cv.pdf');
  });
});

test.describe('Contacto', () => {
  test('sends without captcha, mails the agency and returns home', async ({ page }, testInfo) => {
    const email = unique(testInfo, 'contacto');
    await page.goto('/contacto/');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Formulario de contacto' });
    await expect(form.getByText('No soy un robot')).toHaveCount(0);
    // The honeypot is not offered to people: off screen and out of the accessibility tree.
    await expect(form.getByRole('textbox', { name: 'No llenes este campo' })).toHaveCount(0);
    await expect(form.locator('input[name="website"]')).not.toBeInViewport();

    await form.getByLabel(/Nombres y apellidos/).fill('Sandra Milena Ruiz');
    await form.getByLabel(/Celular/).fill('3201234567');
    await form.getByLabel(/Correo electrónico/).fill(email);
    await form.getByLabel(/Mensaje/).fill('Busco apartamento en Sabaneta');
    await form.getByRole('checkbox', { name: /Autorizo/ }).check();
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
    await form.getByRole('button', { name: 'ENVIAR' }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      fullname: 'SANDRA MILENA RUIZ',
      message: 'BUSCO APARTAMENTO EN SABANETA',
      website: '',
    });
    await expectSuccessAndHome(page);
    await expect.poll(async () => (await mailsMentioning(email)).length, { timeout: 20_000 }).toBe(2);
  });

  test('shows the required fields and the rate-limit answer, keeping the message', async ({ page }) => {
    await page.goto('/contacto/');
    const form = page.getByRole('form', { name: 'Formulario de contacto' });
    await form.getByRole('button', { name: 'ENVIAR' }).click();
    await expect(form.getByText(REQUIRED)).toHaveCount(2);

    const limited = 'Has enviado demasiadas solicitudes. Espera un momento e inténtalo de nuevo.';
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 429, json: { statusCode: 429, message: limited } }),
    );
    await form.getByLabel(/Nombres y apellidos/).fill('Luis');
    await form.getByLabel(/Celular/).fill('3000000000');
    await form.getByLabel(/Mensaje/).fill('Hola');
    await form.getByRole('checkbox', { name: /Autorizo/ }).check();
    await form.getByRole('button', { name: 'ENVIAR' }).click();
    await expect(form.getByRole('alert').filter({ hasText: limited })).toBeVisible();
    await expect(form.getByLabel(/Mensaje/)).toHaveValue('Hola');
  });

  test("the optional e-mail's message is Spanish, and a typed or pasted +57 is dropped from the phone", async ({
    page,
  }) => {
    await page.goto('/contacto/');
    const form = page.getByRole('form', { name: 'Formulario de contacto' });
    const phone = form.getByLabel(/Celular/);
    await phone.pressSequentially('+57 300 123 4567');
    await expect(phone).toHaveValue('3001234567');
    await phone.fill('');
    await phone.fill('+57 320 765 4321');
    await expect(phone).toHaveValue('3207654321');
    await form.getByLabel(/Correo electrónico/).fill('x@y');
    await form.getByRole('button', { name: 'ENVIAR' }).click();
    await expect(form.getByText('Ingresa un correo electrónico válido.')).toBeVisible();
    await expect(form.getByText(/Invalid|expected/)).toHaveCount(0);
    await expect(form.getByText(PHONE_MESSAGE)).toHaveCount(0);
  });
});

test('the consent links open the personal-data policy with its version', async ({ page }) => {
  await page.goto('/politica-de-datos/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Política de tratamiento de datos personales' }),
  ).toBeVisible();
  await expect(
    page.getByText(`Versión ${DATA_POLICY.version} · Vigente desde el 1 de noviembre de 2026`),
  ).toBeVisible();
  for (const heading of [
    'Derechos de los titulares',
    'Procedimiento para consultas y reclamos',
    'Conservación de los datos',
  ]) {
    await expect(page.getByRole('heading', { name: new RegExp(heading) })).toBeVisible();
  }
  await expect(page.getByText(/diez \(10\) días hábiles/)).toBeVisible();
  await expect(page.getByText(/quince \(15\) días hábiles/)).toBeVisible();
});
