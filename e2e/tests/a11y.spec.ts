import { PROPERTY_MESSAGES } from '@inmo/contracts';
import { axeBuilder, expectNoSeriousViolations } from '../support/axe';
import { expect, test, type Locator, type Page } from '../support/test';

/** Seeded deterministically by the local catalog. */
const CODE = '919-1001';

const ROUTES = [
  '/',
  '/busqueda/venta/medellin/apartamento',
  '/busqueda/?vista=mapa',
  `/inmueble/${CODE}`,
  '/favoritos/',
  '/rentalsimulator/',
  '/simulador-credito/?precio=350000000',
  '/Forms/formPromoteProperty/',
  '/trabaja-con-nosotros/',
  '/contacto/',
  '/politica-de-datos/',
  '/sedes/poblado/',
  '/pqrs/crear/',
  '/mantenimientos/crear/',
  '/no-existe-esta-pagina/',
];

/** Waits for the page's own content rather than the route loader. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('main')).toBeVisible();
  // What loads once it comes near the screen (the home's featured carousel) is checked too.
  // Scrolled to without waiting for it to hold still: it may be replaced by what it loads meanwhile
  // (on the map view it starts near the screen), which is what this asks for.
  await page
    .getByText(PROPERTY_MESSAGES.loadingFeatured)
    .evaluateAll((placeholders) => placeholders.forEach((p) => p.scrollIntoView()));
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

test.describe('axe: every route', () => {
  for (const route of ROUTES) {
    test(`no serious or critical violation on ${route}`, async ({ page }) => {
      await page.goto(route);
      await settle(page);
      await expectNoSeriousViolations(page);
    });
  }
});

test('a control named by aria-label contains the text it shows (WCAG 2.5.3, label in name)', async ({
  page,
}) => {
  for (const route of ['/', '/inmueble/919-1001', '/mantenimientos/crear/']) {
    await page.goto(route);
    await settle(page);
    // An experimental axe rule, so it is asked for by name.
    const { violations } = await axeBuilder(page).withRules(['label-content-name-mismatch']).analyze();
    expect(
      violations.flatMap((v) => v.nodes.map((n) => n.html.slice(0, 160))),
      `label in name on ${route}`,
    ).toEqual([]);
  }
});

test.describe('axe: every open dialog, drawer and menu', () => {
  test('mobile menu', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the menu button exists on phones only');
    await page.goto('/');
    await settle(page);
    await page.getByRole('banner').getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('navigation', { name: 'Menú del sitio' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('favorites sidebar and its share dialog', async ({ page, isMobile }) => {
    // A phone is tapped: Playwright's click there is a mouse hover too, which a real tap is not, and it
    // opened the heart's tooltip mid-scan.
    const press = (target: Locator) => (isMobile ? target.tap() : target.click());
    await page.goto(`/inmueble/${CODE}`);
    await settle(page);
    await press(
      page
        .getByRole('main')
        .getByRole('button', { name: `Agregar a favoritos: ${CODE}` })
        .first(),
    );
    await press(page.getByRole('banner').getByRole('button', { name: /^Favoritos/ }));
    const sidebar = page.getByRole('dialog', { name: 'Tus inmuebles favoritos' });
    await expect(sidebar).toBeVisible();
    await expectNoSeriousViolations(page);
    await sidebar.getByRole('button', { name: 'Compartir favoritos' }).click();
    await expect(page.getByRole('dialog', { name: 'Comparte tus favoritos' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('filters drawer', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'desktops show the filters as a sidebar, covered by the route scan');
    await page.goto('/busqueda/');
    await settle(page);
    await page.getByRole('button', { name: /^Filtros/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filtros' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('share menu, lightbox and advisor form and menu on the detail page', async ({ page }) => {
    // Four axe scans of the longest page: 2-5 s each on a phone-sized page of a busy 2-core machine.
    test.slow();
    await page.goto(`/inmueble/${CODE}`);
    await settle(page);

    await page.getByRole('button', { name: 'Compartir inmueble' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();

    await page.getByRole('button', { name: /^Ampliar foto 1 de/ }).click();
    const lightbox = page.locator('.yarl__container');
    await expect(lightbox).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();

    await page.getByRole('button', { name: 'Contactar Asesor' }).click();
    await expect(page.getByRole('form', { name: 'Autorización para contactar al asesor' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('advisor menu after consent', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('acceptedTreatmentData', 'true'));
    await page.goto(`/inmueble/${CODE}`);
    await settle(page);
    await page.getByRole('button', { name: 'Contactar Asesor' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

/**
 * A focus indicator on the focused element (document.activeElement, read once: a ':focus' locator would
 * wait if the focus moved): an outline or a box-shadow ring drawn by it.
 */
async function hasVisibleFocus(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return false;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    // MUI text fields draw their focus as a 2 px border on the outline around the input.
    const field = el.closest('.Mui-focused')?.querySelector('fieldset');
    const fieldRing = !!field && parseFloat(getComputedStyle(field).borderTopWidth) >= 2;
    return outline || fieldRing || (style.boxShadow !== 'none' && style.boxShadow !== '');
  });
}

test.describe('keyboard', () => {
  test('tabbing through the header reaches its controls with a visible focus', async ({ page }) => {
    await page.goto('/');
    await settle(page);
    const seen: string[] = [];
    for (let i = 0; i < 24; i++) {
      await page.keyboard.press('Tab');
      // One look at document.activeElement per key: a ':focus' locator could wait on a focus that moved.
      const inHeader = await page.evaluate(() => !!document.activeElement?.closest('header'));
      if (!inHeader) continue;
      const name = await page.evaluate(() => {
        const el = document.activeElement;
        return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? el?.tagName ?? '';
      });
      expect(await hasVisibleFocus(page), `focus ring on "${name}"`).toBe(true);
      seen.push(name);
      if (seen.some((n) => /^Favoritos/.test(n))) break;
    }
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen.some((n) => /^Favoritos/.test(n))).toBe(true);
  });

  test("'Seleccionar archivos' is reached with Tab, shows its focus and opens the file picker with Space", async ({
    page,
  }) => {
    await page.goto('/mantenimientos/crear/');
    await settle(page);
    await page.getByRole('textbox', { name: 'Descripción', exact: true }).focus();
    await page.keyboard.press('Tab');
    // The field is the keyboard's (and the screen reader's: a button named by its labels); its button shows the ring.
    const field = page.getByRole('button', { name: 'Cargar Imagen* Seleccionar archivos' });
    await expect(field).toBeFocused();
    const ring = await page
      .locator('label', { hasText: 'Seleccionar archivos' })
      .evaluate((label) => getComputedStyle(label).outlineWidth);
    expect(parseFloat(ring)).toBeGreaterThanOrEqual(2);
    const picker = page.waitForEvent('filechooser', { timeout: 5000 });
    await page.keyboard.press('Space');
    await picker;
  });

  test('a form is filled and sent by keyboard; its errors are announced and tied to their fields', async ({
    page,
  }) => {
    await page.goto('/contacto/');
    await settle(page);
    const form = page.getByRole('form', { name: 'Formulario de contacto' });
    await form.getByRole('textbox').first().focus();
    expect(await hasVisibleFocus(page)).toBe(true);
    // Tab forward until the submit button has the focus, then press Enter: every control in between
    // was reachable in order.
    let reached = false;
    for (let i = 0; i < 20 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page
        .locator(':focus')
        .evaluate((el) => el instanceof HTMLButtonElement && el.type === 'submit')
        .catch(() => false);
    }
    expect(reached, 'the submit button is reachable with Tab').toBe(true);
    expect(await hasVisibleFocus(page)).toBe(true);
    await page.keyboard.press('Enter');

    const invalid = form.locator('[aria-invalid="true"]');
    await expect(invalid.first()).toBeVisible();
    const count = await invalid.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const field = invalid.nth(i);
      const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
      expect(describedBy, 'an invalid field points at its message').not.toBe('');
      const message = await page.evaluate(
        (ids) =>
          ids
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
            .trim(),
        describedBy,
      );
      expect(message).not.toBe('');
    }
    // The first invalid field takes the focus so a screen reader reads its message.
    await expect(page.locator(':focus')).toHaveAttribute('aria-invalid', 'true');
  });
});
