import { expect, test, type Page } from '../support/test';

/** The tile stub the stack started (MAP_TILE_URL): no test reaches the internet. */
const TILE_ORIGIN = `http://127.0.0.1:${process.env.E2E_TILE_PORT}`;

const mapTotal = (page: Page) => page.getByTestId('mapa-total');
const totalOf = async (page: Page) => Number((await mapTotal(page).innerText()).replace(/\D/g, ''));

test.describe('map search', () => {
  test('Lista | Mapa: the same search on a map, search by area, and the list and the address follow', async ({
    page,
  }) => {
    const tilesBefore = ((await (await fetch(`${TILE_ORIGIN}/count`)).json()) as { served: number }).served;
    await page.goto('/busqueda/?gestion=5');
    await page
      .getByRole('group', { name: 'Ver los resultados en' })
      .getByRole('button', { name: 'Mapa' })
      .click();
    await expect(page).toHaveURL(/vista=mapa/);
    await expect(page.getByLabel('Mapa de resultados')).toBeVisible();
    await expect(mapTotal(page)).toHaveText(/\d+ inmuebles en el mapa/);
    const wholeValley = await totalOf(page);
    expect(wholeValley).toBeGreaterThan(0);
    // Tiles come from MAP_TILE_URL, and the CSP lets them in.
    await expect(page.locator('.leaflet-tile-loaded').first()).toBeAttached();
    const tilesAfter = ((await (await fetch(`${TILE_ORIGIN}/count`)).json()) as { served: number }).served;
    expect(tilesAfter).toBeGreaterThan(tilesBefore);
    await expect(page.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap');

    // Zoom in with Leaflet's button twice (no dragging needed), then search the visible area.
    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    await zoomIn.click();
    await zoomIn.click();
    await page.getByRole('button', { name: 'Mover el mapa al sur' }).click();
    await page.getByRole('button', { name: 'Buscar en esta zona' }).click();
    await expect(page).toHaveURL(/bbox=-?[\d.]+(%2C|,)-?[\d.]+(%2C|,)-?[\d.]+(%2C|,)-?[\d.]+/);
    await expect.poll(() => totalOf(page)).toBeLessThan(wholeValley);
    const inArea = await totalOf(page);

    // The list shows the same area, and says so; the address reloads to the same search.
    await page.getByRole('button', { name: 'Lista' }).click();
    await expect(page).not.toHaveURL(/vista=mapa/);
    await expect(page).toHaveURL(/bbox=/);
    await expect(page.getByText('Solo la zona del mapa')).toBeVisible();
    await expect(page.locator(`[data-results-for*="bbox"]`)).toBeAttached();
    await page.goBack();
    await expect(page).toHaveURL(/vista=mapa/);
    await page.reload();
    await expect.poll(() => totalOf(page)).toBe(inArea);
  });

  test('a cluster opens by keyboard, and a listing shows its card', async ({ page }) => {
    await page.goto('/busqueda/?gestion=1&vista=mapa');
    await expect(mapTotal(page)).toHaveText(/\d+ inmuebles en el mapa/);
    // Markers are buttons: Tab reaches them, Enter opens a cluster (zooms) until a single listing shows.
    for (let i = 0; i < 8; i++) {
      const listing = page.locator('.leaflet-marker-icon[title*=", $"]');
      if ((await listing.count()) > 0) break;
      const cluster = page.locator('.leaflet-marker-icon[title$="acercar"]').first();
      await cluster.focus();
      await page.keyboard.press('Enter');
      await page.waitForTimeout(600);
    }
    const listing = page.locator('.leaflet-marker-icon[title*=", $"]').first();
    const title = (await listing.getAttribute('title')) ?? '';
    const code = /(\d+-\d+)/.exec(title)?.[1] ?? '';
    expect(code).not.toBe('');
    await listing.focus();
    // The marker is a 0x0 anchor: its label shows the keyboard focus (WCAG 2.4.7).
    await expect(listing.locator('span').first()).toHaveCSS('outline-style', 'solid');
    await page.keyboard.press('Enter');
    const card = page.getByRole('dialog', { name: `Inmueble ${code}` });
    await expect(card).toBeVisible();
    await expect(card).toContainText(code);
    await card.getByRole('button', { name: 'Cerrar' }).click();
    await expect(card).toBeHidden();
  });

  test("a listing's page shows its approximate place, a circle and no pin", async ({ page }) => {
    await page.goto('/inmueble/919-1001');
    const section = page.getByRole('region', { name: 'Ubicación' });
    await section.scrollIntoViewIfNeeded();
    await expect(section.locator('path.leaflet-interactive')).toHaveCount(1);
    await expect(section.locator('.leaflet-marker-icon')).toHaveCount(0);
    await expect(section).toContainText('Ubicación aproximada');
  });

  test('the branches map shows the 12 branches, each with its page', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Nuestras 12 sedes en el mapa' });
    await section.scrollIntoViewIfNeeded();
    await expect(section.locator('.leaflet-marker-icon')).toHaveCount(12);
    // By keyboard: the Medellín branches sit close together at this zoom.
    await section.locator('.leaflet-marker-icon[title="Sede POBLADO"]').focus();
    await page.keyboard.press('Enter');
    await expect(section.getByRole('link', { name: 'Ver sede' })).toHaveAttribute('href', '/sedes/poblado/');
  });

  test('a bad area in the address is no filter, and the page still works', async ({ page }) => {
    await page.goto('/busqueda/?bbox=norte&vista=mapa');
    await expect(mapTotal(page)).toHaveText(/\d+ inmuebles en el mapa/);
    await expect(page.getByText('Solo la zona del mapa')).toHaveCount(0);
  });
});
