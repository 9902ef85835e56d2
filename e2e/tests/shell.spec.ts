import { SITE, propertyCardSchema, type PropertyCard } from '@inmo/contracts';
import { expect, test, type Page } from '../support/test';

/** Spec §3: the 12 branches, in order. Written out here so the test does not trust the code it checks. */
const BRANCH_NAMES = [
  'LAURELES',
  'POBLADO',
  'SABANETA',
  'ENVIGADO',
  'LA ESTRELLA',
  'LOS COLORES',
  'BELLO',
  'RIONEGRO',
  'GUARNE',
  'FONTIBÓN',
  'MOSQUERA',
  'NRT. DE BOGOTÁ',
];

/**
 * Every part of the site the header must reach (spec §2 routes); favorites are reached through the
 * heart, checked below. The embedded forms have no route in the spec, so they are found by name.
 */
const NAV_PATHS = [
  '/busqueda/',
  '/rentalsimulator/',
  '/Forms/formPromoteProperty/',
  '/pqrs/crear/',
  '/mantenimientos/crear/',
];
const NAV_NAMES = [/trabaja con nosotros/i, /contacto/i];

const FAVORITE: PropertyCard = propertyCardSchema.parse({
  code: '919-1001',
  gestionId: 1,
  gestion: 'Arriendo',
  typeId: 1,
  type: 'Apartamento',
  departmentId: 5,
  department: 'Antioquia',
  cityId: 25974,
  city: 'Medellín',
  neighbourhoodId: 101,
  neighbourhood: 'Laureles',
  price: 2_500_000,
  adminFee: 350_000,
  estrato: 4,
  builtArea: 78,
  lotArea: null,
  bedrooms: 3,
  bathrooms: 2,
  parking: 1,
  photo: null,
  featured: false,
  listedAt: '2025-01-15T00:00:00.000Z',
});

function favoritesButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Favoritos/ });
}

test.describe('app shell', () => {
  test('Spanish page with the agency header, every navigation target and no sideways scroll', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle(new RegExp(SITE.name));

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: new RegExp(SITE.name) })).toBeVisible();

    // Phones get the menu behind a button; desktops show the navigation bars.
    if (isMobile) {
      await header.getByRole('button', { name: 'Abrir menú' }).click();
      await expect(page.getByRole('navigation', { name: 'Menú del sitio' })).toBeVisible();
    }
    const links = page
      .getByRole('banner')
      .getByRole('link')
      .or(page.getByRole('navigation').getByRole('link'))
      .filter({ visible: true });
    const found = await links.evaluateAll((anchors) =>
      anchors.map((a) => ({
        path: new URL((a as HTMLAnchorElement).href).pathname,
        name: (a.textContent ?? '').trim(),
      })),
    );
    const paths = found.map((link) => link.path);
    for (const target of NAV_PATHS) expect(paths, `a header link to ${target}`).toContain(target);
    for (const name of NAV_NAMES) {
      expect(
        found.some((link) => name.test(link.name)),
        `a header link named ${String(name)}`,
      ).toBe(true);
    }

    if (isMobile) {
      await page.getByRole('button', { name: 'Cerrar menú' }).click();
      await expect(page.getByRole('navigation', { name: 'Menú del sitio' })).toBeHidden();
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
  });

  test('the favorites heart shows its counter only above 0', async ({ page }) => {
    await page.goto('/');
    const heart = favoritesButton(page);
    await expect(heart).toBeVisible();
    await expect(heart).toHaveAccessibleName('Favoritos');
    await expect(heart.getByText('0', { exact: true })).toBeHidden();

    await page.evaluate((card) => localStorage.setItem('inmueble', JSON.stringify([card])), FAVORITE);
    await page.reload();
    await expect(heart).toHaveAccessibleName('Favoritos (1)');
    await expect(heart.getByText('1', { exact: true })).toBeVisible();

    await heart.click();
    await expect(page.getByText('Tus inmuebles favoritos').first()).toBeVisible();
  });

  test('footer lists the 12 branches and links the personal-data policy', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const name of BRANCH_NAMES) {
      await expect(footer.getByText(name, { exact: true }), name).toBeVisible();
    }
    const policy = footer.getByRole('link', { name: /pol[ií]tica de (tratamiento de )?datos/i }).first();
    await expect(policy).toBeVisible();
    await policy.click();
    await expect(page).toHaveURL(/\/politica-de-datos\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A link followed from the bottom of a page opens the next page at its top; back returns lower down.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(footer.getByText(BRANCH_NAMES[0] ?? '', { exact: true })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('the e-mail breaks after its @ or not at all, on the contact page and in the footer', async ({
    page,
  }) => {
    await page.goto('/contacto/');
    for (const link of [
      page.getByRole('main').getByRole('link', { name: /^contacto@/ }),
      page.getByRole('contentinfo').getByRole('link', { name: /contacto@/ }),
    ]) {
      await link.scrollIntoViewIfNeeded();
      // The domain's text on one line, and the address whole between the two parts.
      const lines = await link.evaluate((el) => {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        const texts: Text[] = [];
        while (walker.nextNode())
          if ((walker.currentNode.textContent ?? '').trim()) texts.push(walker.currentNode as Text);
        return texts.map((text) => {
          const range = document.createRange();
          range.selectNodeContents(text);
          const tops = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
          );
          return { text: text.textContent, lines: tops.size };
        });
      });
      expect(lines.map((l) => l.text).join('')).toBe('contacto@alamedainmobiliaria.com.co');
      for (const part of lines) expect(part.lines, part.text ?? '').toBe(1);
    }
  });
});

test('GET /api/health answers ok', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'ok' });
});
