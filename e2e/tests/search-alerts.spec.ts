import { ALERT_MESSAGES, FORM_MESSAGES } from '@inmo/contracts';
import { expectNoSeriousViolations } from '../support/axe';
import { sentMails, solveCaptcha } from '../support/forms';
import { impatientTest } from '../support/impatient';
import { expect, test, type Page } from '../support/test';

/**
 * Saved searches with new-listing alerts (issue 21 §2), the visitor's whole way: 'Recibir alertas de esta
 * búsqueda' on a search, the confirmation mail at the SMTP peer, its link, 'Activar alerta', the management
 * page, 'Eliminar'. The patient visitor on phone and desktop; the impatient one taps the two buttons before
 * the app has started.
 */

// Page 2 and an order: an alert follows the search, not the way it is looked at.
const SEARCH = '/busqueda/?ciudad=25974&habitaciones=2&orden=menor-precio&page=2';
const SEARCH_LABEL = 'Inmuebles en arriendo · Medellín · 2+ habitaciones';
const SEARCH_QUERY = 'gestion=1&ciudad=25974&habitaciones=2';

const isImpatient = (testInfo: { project: { name: string } }) =>
  testInfo.project.name.startsWith('impatient');

function uniqueEmail(testInfo: { project: { name: string } }): string {
  return `alerta.${testInfo.project.name}.${Date.now().toString(36)}@example.com`;
}

/** A mail's text: quoted-printable soft breaks and escapes undone, base64 parts decoded. */
function mailText(raw: string): string {
  const quoted = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const base64 = [
    ...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi),
  ].map((part) => Buffer.from((part[1] ?? '').replace(/\s/g, ''), 'base64').toString('utf8'));
  return [quoted, ...base64].join('\n');
}

/** The address (path and query) of the confirmation link mailed to `email`. */
async function confirmationLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await sentMails()).find((raw) => raw.includes(email));
        const href = mail && /https?:\/\/\S+?\/alertas\/confirmar\/\?token=[\w-]+/.exec(mailText(mail))?.[0];
        link = href ? new URL(href).pathname + new URL(href).search : undefined;
        return link;
      },
      { message: `the confirmation mail to ${email}`, timeout: 30_000 },
    )
    .toBeTruthy();
  return link ?? '';
}

/** Fills the open dialog and creates the alert: one POST with the search's filter, then the dialog's news. */
async function signUp(page: Page, email: string, options: { axe: boolean }) {
  const dialog = page.getByRole('dialog', { name: ALERT_MESSAGES.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(SEARCH_LABEL)).toBeVisible();
  await dialog.getByLabel(/Correo electrónico/).fill(email);
  await dialog.getByRole('radio', { name: 'Semanal (los lunes)' }).check();
  await dialog.getByRole('checkbox', { name: /Autorizo/ }).check();
  // The check loads as it comes into the dialog's view.
  await dialog.getByTestId('captcha-field').scrollIntoViewIfNeeded();
  await solveCaptcha(dialog);
  if (options.axe) await expectNoSeriousViolations(page, '[role="dialog"]');

  const posted = page.waitForResponse(
    (r) => r.url().endsWith('/api/alerts') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Crear alerta' }).click();
  const response = await posted;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({
    email,
    frequency: 'semanal',
    query: SEARCH_QUERY,
    consent: true,
    captcha: expect.any(String) as unknown,
  });
  expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  await expect(dialog.getByText(ALERT_MESSAGES.created)).toBeVisible();
  return dialog;
}

test.describe('a patient visitor', () => {
  test('signs up from a search, confirms from the mail, sees the alert on the management page and deletes it', async ({
    page,
  }, testInfo) => {
    test.skip(isImpatient(testInfo), 'the impatient visitor has its own test below');
    test.setTimeout(120_000);
    const email = uniqueEmail(testInfo);
    await page.goto(SEARCH);

    // By keyboard: the button takes the focus and Enter opens the dialog; closing gives the focus back.
    const button = page.getByRole('button', { name: ALERT_MESSAGES.title });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = await signUp(page, email, { axe: true });
    await dialog.getByRole('button', { name: 'Entendido' }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    // The mail's link opens a page that confirms nothing by itself (mail scanners open links).
    const link = await confirmationLink(email);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: ALERT_MESSAGES.confirmTitle })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: ALERT_MESSAGES.confirmButton }).click();
    await expect(page.getByRole('heading', { name: ALERT_MESSAGES.confirmed })).toBeFocused();
    await expect(page.getByText(SEARCH_LABEL)).toBeVisible();
    await expect(page.getByText('Frecuencia: Semanal (los lunes)')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver la búsqueda' })).toHaveAttribute('href', /ciudad=25974/);
    await expectNoSeriousViolations(page);

    await page.getByRole('link', { name: 'Administrar mis alertas' }).click();
    await expect(page).toHaveURL(/\/alertas\/\?token=/);
    await expect(page.getByRole('heading', { level: 1, name: ALERT_MESSAGES.manageTitle })).toBeVisible();
    const list = page.getByRole('list', { name: ALERT_MESSAGES.manageTitle });
    const card = list.getByRole('article');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { name: SEARCH_LABEL })).toBeVisible();
    await expect(card.getByText('Activa', { exact: true })).toBeVisible();
    await expect(card.getByText('Frecuencia: Semanal (los lunes)')).toBeVisible();
    // The address, partly hidden: a forwarded link shows little.
    await expect(page.getByText('a***@example.com')).toBeVisible();
    await expect(page.getByText(email)).toHaveCount(0);
    await expectNoSeriousViolations(page);

    await card.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText(ALERT_MESSAGES.deleted)).toBeVisible();
    await expect(page.getByText(ALERT_MESSAGES.none)).toBeVisible();
    await expect(list).toHaveCount(0);
    // Opened again from the mail: the address has no alert left.
    await page.reload();
    await expect(page.getByText(ALERT_MESSAGES.noAlertsForLink)).toBeVisible();
  });

  test('on the phone, the check is there with the dialog, and a tap without it shows why in view', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'seen on the phone: the dialog fills the screen there');
    await page.goto(SEARCH);
    await page.getByRole('button', { name: ALERT_MESSAGES.title }).click();
    const dialog = page.getByRole('dialog', { name: ALERT_MESSAGES.title });
    // Mounted with the dialog, not when its content is scrolled.
    await expect(dialog.getByRole('checkbox', { name: /No soy un robot/i })).toBeAttached();
    await dialog.getByLabel(/Correo electrónico/).fill(uniqueEmail(testInfo));
    await dialog.getByRole('checkbox', { name: /Autorizo/ }).check();
    await dialog.getByRole('button', { name: 'Crear alerta' }).click();
    const why = dialog.getByRole('alert').filter({ hasText: FORM_MESSAGES.captchaRequired });
    await expect(why).toBeInViewport();
    await solveCaptcha(dialog);
    await expect(why).toBeHidden();
  });

  test('a management or confirmation link that is not valid says so', async ({ page }, testInfo) => {
    test.skip(isImpatient(testInfo), 'a patient visitor');
    await page.goto('/alertas/?token=no-existe');
    await expect(page.getByText(ALERT_MESSAGES.noAlertsForLink)).toBeVisible();
    await page.goto('/alertas/');
    await expect(page.getByText(ALERT_MESSAGES.invalidLink)).toBeVisible();
    await page.goto('/alertas/confirmar/?token=no-existe');
    await page.getByRole('button', { name: ALERT_MESSAGES.confirmButton }).click();
    await expect(page.getByText(ALERT_MESSAGES.invalidLink)).toBeVisible();
    await expect(page.getByRole('button', { name: ALERT_MESSAGES.confirmButton })).toHaveCount(0);
  });
});

impatientTest.describe('an impatient visitor', () => {
  impatientTest(
    "taps 'Recibir alertas' and then 'Activar alerta' before the app has started: both are kept",
    async ({ visitor }, testInfo) => {
      impatientTest.skip(!isImpatient(testInfo), 'the impatient projects only');
      impatientTest.setTimeout(150_000);
      const { page } = visitor;
      const email = uniqueEmail(testInfo);
      await visitor.open(SEARCH);
      await page.getByRole('button', { name: ALERT_MESSAGES.title }).click();
      await visitor.startApp();
      await signUp(page, email, { axe: false });

      await visitor.open(await confirmationLink(email));
      await page.getByRole('button', { name: ALERT_MESSAGES.confirmButton }).click();
      await visitor.startApp();
      await expect(page.getByRole('heading', { name: ALERT_MESSAGES.confirmed })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Administrar mis alertas' })).toHaveAttribute(
        'href',
        /^\/alertas\/\?token=/,
      );
    },
  );
});
