import { expect, test, waitForHydration, type APIRequestContext, type Page } from '../support/test';

const FIRST = '919-1001';

async function anotherCode(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/properties?page=1');
  const body = (await res.json()) as { items: { code: string }[] };
  const code = body.items.map((i) => i.code).find((c) => c !== FIRST);
  expect(code).toBeDefined();
  return code!;
}

function heart(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Favoritos/ });
}

async function addFromDetail(page: Page, code: string) {
  await page.goto(`/inmueble/${code}`);
  // Also for a page from context.newPage(), whose goto the fixture does not wrap: a tap before the app
  // takes the page over does nothing.
  await waitForHydration(page);
  await page
    .getByRole('main')
    .getByRole('button', { name: `Agregar a favoritos: ${code}` })
    .first()
    .click();
  await expect(
    page
      .getByRole('main')
      .getByRole('button', { name: `Eliminar de favoritos: ${code}` })
      .first(),
  ).toBeVisible();
}

test.describe('favorites', () => {
  test('a favorite survives a reload and stays in sync between detail, header and sidebar', async ({
    page,
  }) => {
    await addFromDetail(page, FIRST);
    await expect(heart(page)).toHaveAccessibleName('Favoritos (1)');
    await expect(heart(page).getByText('1', { exact: true })).toBeVisible();

    await page.reload();
    const toggle = page
      .getByRole('main')
      .getByRole('button', { name: `Eliminar de favoritos: ${FIRST}` })
      .first();
    await expect(toggle).toBeVisible();
    await expect(heart(page)).toHaveAccessibleName('Favoritos (1)');
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('inmueble') ?? '[]') as { code: string }[],
    );
    expect(stored.map((c) => c.code)).toEqual([FIRST]);

    // Remove it from the sidebar: the detail page's toggle follows.
    await heart(page).click();
    const sidebar = page.getByRole('dialog', { name: 'Tus inmuebles favoritos' });
    await expect(sidebar.getByRole('link', { name: /en (arriendo|venta)/ })).toHaveAttribute(
      'href',
      `/inmueble/${FIRST}`,
    );
    await sidebar.getByRole('button', { name: `Eliminar de favoritos el inmueble ${FIRST}` }).click();
    await expect(sidebar.getByText('No tienes inmuebles favoritos guardados.')).toBeVisible();
    await sidebar.getByRole('button', { name: 'Cerrar favoritos' }).click();
    await expect(
      page
        .getByRole('main')
        .getByRole('button', { name: `Agregar a favoritos: ${FIRST}` })
        .first(),
    ).toBeVisible();
    await expect(heart(page)).toHaveAccessibleName('Favoritos');
  });

  test('toggling in one tab updates another tab', async ({ context }) => {
    const list = await context.newPage();
    await list.goto('/favoritos/');
    await expect(list.getByText('No tienes inmuebles favoritos guardados.')).toBeVisible();

    const detail = await context.newPage();
    await addFromDetail(detail, FIRST);
    await expect(list.getByRole('link', { name: /en (arriendo|venta)/ }).first()).toHaveAttribute(
      'href',
      `/inmueble/${FIRST}`,
    );
    await expect(heart(list)).toHaveAccessibleName('Favoritos (1)');

    await list.getByRole('button', { name: `Eliminar de favoritos: ${FIRST}` }).click();
    await expect(
      detail
        .getByRole('main')
        .getByRole('button', { name: `Agregar a favoritos: ${FIRST}` })
        .first(),
    ).toBeVisible();
  });

  test('the share link lists the detail links joined by comma, URL-encoded, and opens those properties', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    // Two browser contexts and four page loads: about 35 s of a 60 s limit on the loaded gate.
    test.slow();
    const second = await anotherCode(request);
    await addFromDetail(page, FIRST);
    await addFromDetail(page, second);

    await heart(page).click();
    const sidebar = page.getByRole('dialog', { name: 'Tus inmuebles favoritos' });
    // Measured first: the share menu is modal, and hides the sidebar from the accessibility tree.
    const title = (await sidebar.getByRole('heading', { name: 'Tus inmuebles favoritos' }).boundingBox())!;
    await sidebar.getByRole('button', { name: 'Compartir favoritos' }).click();
    const share = page.getByRole('dialog', { name: 'Comparte tus favoritos' });
    const link = await share.getByLabel('Enlace de tus favoritos').inputValue();
    const links = `${baseURL}/inmueble/${FIRST},${baseURL}/inmueble/${second}`;
    expect(link).toBe(`${baseURL}/favoritos/?inmuebles=${encodeURIComponent(links)}`);
    // The menu opens under the sidebar's title (on a phone too, where the title takes two lines), and ends
    // at its last button: no blank space below.
    const menu = (await share.boundingBox())!;
    expect(menu.y).toBeGreaterThanOrEqual(title.y + title.height);
    const lastButton = (await share.locator('a, button').last().boundingBox())!;
    expect(menu.y + menu.height - (lastButton.y + lastButton.height)).toBeLessThanOrEqual(24);

    // Someone else opens it: no favorites of their own yet.
    const other = await browser.newContext();
    const friend = await other.newPage();
    await friend.goto(link);
    await waitForHydration(friend); // a page of its own context: the fixture's goto does not wait for it
    await expect(
      friend.getByRole('heading', { level: 1, name: 'Inmuebles compartidos contigo' }),
    ).toBeVisible();
    const main = friend.getByRole('main');
    await expect(main.locator(`a[href="/inmueble/${FIRST}"]`)).toBeVisible();
    await expect(main.locator(`a[href="/inmueble/${second}"]`)).toBeVisible();
    await expect(heart(friend)).toHaveAccessibleName('Favoritos');
    await main.getByRole('button', { name: 'Guardar en mis favoritos' }).click();
    await expect(heart(friend)).toHaveAccessibleName('Favoritos (2)');
    await other.close();
  });
});
