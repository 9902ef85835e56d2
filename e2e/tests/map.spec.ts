import { expect, test, type Page } from '../support/test';

/** The tile stub the stack started (MAP_TILE_URL): no test reaches the internet. */
const TILE_ORIGIN = `http://127.0.0.1:${process.env.E2E_TILE_PORT}`;

const mapTotal = (page: Page) => page.getByTestId('mapa-total');
/** Tiles served so far, by the Referer they came with ('' for none). */
const tileStats = async () =>
  (await (await fetch(`${TILE_ORIGIN}/count`)).json()) as {
    served: number;
    referers: Record<string, number>;
  };
/** A listing's marker, named by what it is: 'Apartamento en venta, $ 350.000.000, código 919-1234'. */
const LISTING_NAME = /^[A-Za-zé]+ en (arriendo|venta), \$\s[\d.]+, código (\d+-\d+)$/;
const CLUSTER_NAME = /^\d+ inmuebles, acercar$/;
const totalOf = async (page: Page) => Number((await mapTotal(page).innerText()).replace(/\D/g, ''));

test.describe('map search', () => {
  test('Lista | Mapa: the same search on a map, search by area, and the list and the address follow', async ({
    page,
  }) => {
    const before = await tileStats();
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
    const after = await tileStats();
    expect(after.served).toBeGreaterThan(before.served);
    // Pages say `Referrer-Policy: no-referrer`; the tiles override it with the site's origin, as tile
    // providers require (OpenStreetMap blocks tiles asked with none).
    const origin = `${new URL(page.url()).origin}/`;
    expect((after.referers[origin] ?? 0) - (before.referers[origin] ?? 0)).toBe(after.served - before.served);
    expect(after.referers['']).toBeUndefined();
    const attribution = page.locator('.leaflet-control-attribution');
    await expect(attribution).toContainText('colaboradores de OpenStreetMap');
    await expect(attribution.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );

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

  test('by keyboard: "Buscar en esta zona" first, markers named by what they are, a card that takes the focus and gives it back', async ({
    page,
  }) => {
    await page.goto('/busqueda/?gestion=1&vista=mapa');
    await expect(mapTotal(page)).toHaveText(/\d+ inmuebles en el mapa/);
    const searchHere = page.getByRole('button', { name: 'Buscar en esta zona' });
    // "Buscar en esta zona" comes before the map and its markers: one Shift+Tab back from the map.
    await page.locator('.leaflet-container').first().focus();
    await page.keyboard.press('Shift+Tab');
    await expect(searchHere).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(
      page
        .getByRole('button', { name: CLUSTER_NAME })
        .or(page.getByRole('button', { name: LISTING_NAME }))
        .first(),
    ).toBeFocused();

    // Markers are buttons named by what they are; Enter opens a cluster (zooms) until a listing shows.
    const listings = page.getByRole('button', { name: LISTING_NAME });
    for (let i = 0; i < 8 && (await listings.count()) === 0; i++) {
      const cluster = await page.getByRole('button', { name: CLUSTER_NAME }).first().elementHandle();
      await cluster.focus();
      await page.keyboard.press('Enter');
      // The map has flown in and drawn the new view: the cluster gave way to what it held. (Pressing on
      // before that interrupts the flight.)
      await expect.poll(() => cluster.evaluate((el) => el.isConnected)).toBe(false);
    }
    const listing = listings.first();
    await expect(listing, 'a listing shows once the clusters are open').toBeAttached();
    const name = (await listing.textContent()) ?? '';
    const code = /código (\d+-\d+)$/.exec(name)?.[1] ?? '';
    expect(code).not.toBe('');
    await expect(listing).toHaveAccessibleName(LISTING_NAME);
    await listing.focus();
    // The marker is a 0x0 anchor: its label shows the keyboard focus (WCAG 2.4.7).
    await expect(listing.locator('span').first()).toHaveCSS('outline-style', 'solid');
    await page.keyboard.press('Enter');
    const card = page.getByRole('dialog', { name: `Inmueble ${code}` });
    await expect(card).toBeVisible();
    // The card takes the focus, Escape closes it, and the focus is back on its marker.
    await expect(card).toBeFocused();
    await expect(card).toContainText(code);
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    const marker = page.getByRole('button', { name: new RegExp(`código ${code}$`) });
    await expect(marker).toBeFocused();
    // And again with its button.
    await page.keyboard.press('Enter');
    await expect(card).toBeFocused();
    await card.getByRole('button', { name: 'Cerrar' }).click();
    await expect(card).toBeHidden();
    await expect(marker).toBeFocused();
  });

  test("no marker's label covers another's, at any zoom", async ({ page }) => {
    await page.goto('/busqueda/?gestion=1&ciudad=25974&vista=mapa');
    await expect(mapTotal(page)).toHaveText(/\d+ inmuebles en el mapa/);
    const overlaps = () =>
      page.locator('.leaflet-marker-pane').evaluate((pane) => {
        const boxes = [...pane.querySelectorAll('span[aria-hidden="true"]')].map((label) =>
          label.getBoundingClientRect(),
        );
        let count = 0;
        boxes.forEach((a, i) =>
          boxes.slice(i + 1).forEach((b) => {
            if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) count += 1;
          }),
        );
        return { count, markers: boxes.length };
      });
    for (let zoom = 0; zoom < 5; zoom += 1) {
      await expect.poll(async () => (await overlaps()).markers).toBeGreaterThan(0);
      await page.waitForTimeout(400);
      expect(await overlaps(), `zoom step ${zoom}`).toMatchObject({ count: 0 });
      await page.locator('.leaflet-container').first().focus();
      await page.keyboard.press('+');
      await page.waitForTimeout(600);
    }
  });

  test("a city's view leaves 'Buscar en esta zona' clear: every label below it, none cut at an edge", async ({
    page,
  }) => {
    // Searches whose fitted view put a lone listing at an edge (the published points differ per stack, the
    // listings' places do not).
    for (const search of [
      'ciudad=27313&gestion=5',
      'ciudad=26016&gestion=5',
      'ciudad=26021&gestion=1',
      'ciudad=26024&gestion=5',
    ]) {
      await page.goto(`/busqueda/?${search}&vista=mapa`);
      await expect(mapTotal(page)).toHaveText(/\d+ inmuebles? en el mapa/);
      const labels = () =>
        page.locator('.leaflet-marker-pane span[aria-hidden="true"]').evaluateAll((spans) =>
          spans.map((label) => {
            const { top, bottom, left, right } = label.getBoundingClientRect();
            return { top, bottom, left, right };
          }),
        );
      // The view fits the points once they arrive: wait until the labels stop moving.
      let seen = await labels();
      await expect
        .poll(async () => {
          const now = await labels();
          const still = now.length > 0 && JSON.stringify(now) === JSON.stringify(seen);
          seen = now;
          return still;
        })
        .toBe(true);
      const button = await page.getByRole('button', { name: 'Buscar en esta zona' }).boundingBox();
      const map = await page.locator('.leaflet-container').first().boundingBox();
      if (!button || !map) throw new Error('no button or map box');
      for (const label of seen) {
        expect(label.top, `${search}: a label under the button`).toBeGreaterThanOrEqual(
          button.y + button.height,
        );
        expect(label.left, `${search}: a label cut at the left`).toBeGreaterThanOrEqual(map.x);
        expect(label.right, `${search}: a label cut at the right`).toBeLessThanOrEqual(map.x + map.width);
        expect(label.bottom, `${search}: a label cut at the bottom`).toBeLessThanOrEqual(map.y + map.height);
      }
    }
  });

  test('listings at one place stay one marker whose card pages through them', async ({ page }) => {
    // Listings of one building share one published point (it depends on the stack's key): find one, then
    // search a small area around it.
    const { items } = (await (await page.request.get('/api/properties/points?gestion=1')).json()) as {
      items: { lat: number; lng: number }[];
    };
    const shared = items.find((a, i) => items.some((b, j) => j !== i && b.lat === a.lat && b.lng === a.lng));
    if (!shared) throw new Error('no two rentals share a place');
    const area = [shared.lat - 0.0004, shared.lng - 0.0004, shared.lat + 0.0004, shared.lng + 0.0004];
    await page.goto(`/busqueda/?gestion=1&vista=mapa&bbox=${area.map((d) => d.toFixed(5)).join(',')}`);
    await expect(mapTotal(page)).toHaveText(/\d+ inmuebles en el mapa/);
    const place = page.getByRole('button', { name: /^\d+ inmuebles en este lugar, ver$/ }).first();
    const markers = () => page.locator('.leaflet-marker-icon').allTextContents();
    await expect(page.getByRole('button', { name: CLUSTER_NAME }).or(place).first()).toBeAttached();
    for (let i = 0; i < 12 && (await place.count()) === 0; i++) {
      const before = await markers();
      await page.getByRole('button', { name: CLUSTER_NAME }).first().focus();
      await page.keyboard.press('Enter');
      await expect.poll(markers).not.toEqual(before);
    }
    const total = Number(await place.locator('span[aria-hidden="true"]').textContent());
    expect(total).toBeGreaterThan(1);
    await place.focus();
    await page.keyboard.press('Enter');
    const card = page.getByRole('dialog', { name: /^Inmueble \d+-\d+$/ });
    await expect(card).toBeFocused();
    const counter = card.getByText(`1 de ${total}`, { exact: true });
    await expect(counter).toBeVisible();
    // One line, however narrow the card.
    expect((await counter.boundingBox())?.height).toBeLessThan(30);
    await expect(card.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    const first = await card.getAttribute('aria-label');
    await card.getByRole('button', { name: 'Siguiente' }).click();
    await expect(card.getByText(`2 de ${total}`, { exact: true })).toBeVisible();
    await expect(card).not.toHaveAttribute('aria-label', first ?? '');
    await card.getByRole('button', { name: 'Anterior' }).click();
    await expect(card).toHaveAttribute('aria-label', first ?? '');
  });

  test("a listing's page shows its approximate place, a circle and no pin", async ({ page }) => {
    await page.goto('/inmueble/919-1001');
    const section = page.getByRole('region', { name: 'Ubicación' });
    await section.scrollIntoViewIfNeeded();
    await expect(section.locator('path.leaflet-interactive')).toHaveCount(1);
    await expect(section.locator('.leaflet-marker-icon')).toHaveCount(0);
    await expect(section).toContainText('Ubicación aproximada');
  });

  test('a listing the agency marks "ubicación exacta" shows a pin, not a circle', async ({ page }) => {
    // EXACT_LOCATION_CODES=919-1005 (e2e/support/stack.ts).
    await page.goto('/inmueble/919-1005');
    const section = page.getByRole('region', { name: 'Ubicación', exact: true });
    await section.scrollIntoViewIfNeeded();
    await expect(section.locator('.leaflet-marker-icon')).toHaveCount(1);
    await expect(section.locator('path.leaflet-interactive')).toHaveCount(0);
    await expect(section).toContainText('Ubicación exacta');
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
