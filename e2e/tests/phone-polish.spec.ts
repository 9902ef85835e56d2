import { expect, holdScript, test, type Locator, type Page } from '../support/test';

/** Seeded deterministically by the local catalog (a rent listing with an advisor). */
const CODE = '919-1001';

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('no box');
  return b;
}

/** Waits until a locator's box stops moving (a transition or a smooth scroll has ended). */
async function settled(page: Page, locator: Locator) {
  let last = '';
  await expect
    .poll(
      async () => {
        const b = await locator.boundingBox();
        const now = JSON.stringify(b);
        const same = now === last;
        last = now;
        return same;
      },
      { intervals: [150] },
    )
    .toBe(true);
}

test.describe('the filters drawer', () => {
  test("'Ver N resultados' takes the visitor to the results", async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the drawer is the phones');
    await page.goto('/busqueda/');
    await page.getByRole('button', { name: /^Filtros/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filtros' });
    await drawer.getByRole('button', { name: /^Ver \d+ resultados$/ }).click();
    await expect(drawer).toBeHidden();
    const heading = page.locator('#resultados-titulo');
    await settled(page, heading);
    // At the top of the screen (under the sticky header), the cards below it: not left where the button was.
    const { y } = await box(heading);
    expect(y).toBeGreaterThanOrEqual(0);
    expect(y).toBeLessThan(200);
  });
});

test.describe('results pages', () => {
  test('page buttons are at least 44 px with a gap between them', async ({ page }) => {
    await page.goto('/busqueda/');
    const nav = page.getByRole('navigation', { name: 'Páginas de resultados' });
    const links = nav.getByRole('link');
    await expect(links.first()).toBeVisible();
    const boxes = await Promise.all((await links.all()).map(box));
    for (const b of boxes) {
      expect(b.width).toBeGreaterThanOrEqual(44);
      expect(b.height).toBeGreaterThanOrEqual(44);
    }
    const onFirstRow = boxes.filter((b) => Math.abs(b.y - boxes[0]!.y) < 2);
    for (let i = 1; i < onFirstRow.length; i++) {
      expect(onFirstRow[i]!.x - (onFirstRow[i - 1]!.x + onFirstRow[i - 1]!.width)).toBeGreaterThanOrEqual(4);
    }
  });

  test("'Cargando...' shows over the results while a new order loads, and nothing moves", async ({
    page,
  }) => {
    await page.goto('/busqueda/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const results = page.getByRole('region', { name: 'Inmuebles en arriendo' });
    const firstCard = results.getByRole('listitem').first();
    await expect(firstCard).toBeVisible();
    const before = await box(firstCard);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/properties\?/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Ordenar por').selectOption({ label: 'Mayor precio' });
    // Beside the heading it took the heading's width: on a phone the heading wrapped and the cards went down.
    await expect(results.getByRole('status')).toHaveText('Cargando...');
    expect(await box(firstCard)).toEqual(before);
    release();
    await expect(results.getByRole('status')).toHaveCount(0);
    expect((await box(firstCard)).y).toBe(before.y);
    await page.unroute(/\/api\/properties\?/);
  });

  test('changing the page scrolls to the results, not to the top of the page', async ({ page }) => {
    await page.goto('/busqueda/');
    const results = page.locator('section[aria-labelledby="resultados-titulo"]');
    await expect(results).toHaveAttribute('data-results-for', /.*/);
    const second = page.getByRole('link', { name: 'Ir a la página 2' });
    await second.scrollIntoViewIfNeeded();
    await second.click();
    await expect(page).toHaveURL(/page=2/);
    // The second page's search can take seconds on the loaded gate.
    await expect(results).toHaveAttribute('data-results-for', /page=2/, { timeout: 20_000 });
    await settled(page, page.getByRole('heading', { level: 2, name: /en arriendo/ }));
    const heading = await box(page.getByRole('heading', { level: 2, name: /en arriendo/ }));
    const scrollY = await page.evaluate(() => window.scrollY);
    // The results' heading sits just under the sticky header, and the page is not at its top.
    expect(scrollY).toBeGreaterThan(100);
    expect(heading.y).toBeGreaterThanOrEqual(0);
    expect(heading.y).toBeLessThan(200);
  });
});

test.describe('search panel and carousel', () => {
  test("the Parqueaderos counter's '+' stays inside the filter panel", async ({ page, isMobile }) => {
    await page.goto('/busqueda/');
    let panel: Locator;
    if (isMobile) {
      await page.getByRole('button', { name: /^Filtros/ }).click();
      panel = page.getByRole('dialog');
      await expect(panel).toBeVisible();
      await settled(page, panel);
    } else {
      panel = page.getByRole('complementary', { name: 'Filtros' });
    }
    const plus = panel.getByRole('button', { name: 'Más parqueaderos' });
    await plus.scrollIntoViewIfNeeded();
    const outer = await box(panel);
    const inner = await box(plus);
    expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width - 8);
    expect(inner.x).toBeGreaterThanOrEqual(outer.x);
  });

  test("'Ordenar por' shows each order whole on the narrowest phones", async ({ page, isMobile }) => {
    test.skip(!isMobile, 'a 320 px phone');
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/busqueda/');
    const sort = page.getByRole('combobox', { name: 'Ordenar por' });
    // A native select clips its text with no ellipsis: the longest option must fit its text box.
    const { longest, room } = await sort.evaluate((el) => {
      const select = el as HTMLSelectElement;
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) throw new Error('no canvas');
      context.font = style.font;
      return {
        longest: Math.max(...[...select.options].map((o) => context.measureText(o.text).width)),
        room: select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      };
    });
    expect(longest).toBeLessThanOrEqual(room);
  });

  test("the counters' labels keep to one line in the side panel of a narrower desktop", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'phones show the filters in a dialog as wide as the screen');
    for (const width of [960, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/busqueda/');
      const panel = page.getByRole('complementary', { name: 'Filtros' });
      for (const label of ['Habitaciones', 'Baños', 'Parqueaderos']) {
        const text = panel.getByText(label, { exact: true });
        const lines = await text.evaluate(
          (el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
        );
        expect(lines, `${label} at ${width} px`).toBeLessThan(1.5);
      }
    }
  });

  test('the featured carousel arrives in its placeholder: nothing after it moves', async ({
    page,
    isMobile,
  }) => {
    // A narrow phone: the heading takes two lines beside its buttons. (At 320 px a listing's title and facts may
    // wrap, which a placeholder cannot know.)
    if (isMobile) await page.setViewportSize({ width: 360, height: 812 });
    const arrive = await holdScript(page, 'featured-carousel');
    await page.goto('/busqueda/');
    const placeholder = page.getByText('Cargando inmuebles destacados...');
    await placeholder.scrollIntoViewIfNeeded();
    await arrive.asked;
    // Where the branches start, in the page: scroll anchoring would hide a move from a box in the viewport.
    const banners = page.getByRole('list', { name: 'Nuestras sedes' });
    const top = () => banners.evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY));
    let before = -1;
    await expect.poll(async () => before === (before = await top()), { intervals: [150] }).toBe(true);
    arrive();
    const carousel = page.getByRole('region', { name: 'Inmuebles destacados' });
    await expect(carousel.getByRole('group', { name: /^1 de \d+$/ })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Destacado siguiente' })).toBeEnabled();
    await expect(placeholder).toHaveCount(0);
    expect(await top()).toBe(before);
  });

  test('going backwards in the featured carousel never cuts the left card', async ({ page }) => {
    await page.goto('/busqueda/');
    // The carousel is rendered once it comes near the screen.
    await page.getByText('Cargando inmuebles destacados...').scrollIntoViewIfNeeded();
    const carousel = page.locator('section[aria-roledescription="carrusel"]');
    await carousel.scrollIntoViewIfNeeded();
    const previous = carousel.getByRole('button', { name: 'Destacado anterior' });
    await expect(previous).toBeVisible();
    const track = page.locator('#destacados-pista');
    const window_ = track.locator('xpath=..');
    for (let step = 0; step < 3; step++) {
      await previous.click();
      await settled(page, track);
      const frame = await box(window_);
      const first = track.locator('[aria-roledescription="diapositiva"]:not([inert])').first();
      const card = await box(first.locator('article'));
      expect(card.x).toBeGreaterThanOrEqual(frame.x - 1);
    }
  });

  test("the 'Bogotá y la Sabana – Encuentra tu sede' banner opens the BOGOTÁ Y LA SABANA group", async ({
    page,
  }) => {
    await page.goto('/busqueda/');
    await page.getByRole('button', { name: /^Bogotá y la Sabana .*Encuentra tu sede$/ }).click();
    const finder = page.getByRole('region', { name: '¡ENCUENTRA TU SEDE MÁS CERCANA!' });
    await expect(finder.getByRole('button', { name: 'BOGOTÁ Y LA SABANA' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(finder.getByRole('heading', { level: 3, name: 'FONTIBÓN' })).toBeInViewport();
    await expect(finder.getByRole('button', { name: 'Sede MOSQUERA' })).toBeVisible();
    await expect(finder.getByRole('button', { name: 'Sede NRT. DE BOGOTÁ' })).toBeVisible();
  });
});

test.describe('detail page', () => {
  test("the contact form's line keeps the property's code whole on the narrowest phones", async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'a 320 px phone');
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`/inmueble/${CODE}`);
    const code = page.getByText('Déjanos tus datos').getByText(CODE, { exact: true });
    // One box: not '919-' at a line's end and '1001' on the next.
    expect(await code.evaluate((el) => el.getClientRects().length)).toBe(1);
  });

  test('the advisor menu opens at its button after the data-treatment step', async ({ page }) => {
    await page.goto(`/inmueble/${CODE}`);
    const contact = page.getByRole('button', { name: 'Contactar Asesor' });
    await contact.click();
    const form = page.getByRole('form', { name: 'Autorización para contactar al asesor' });
    await form.getByLabel(/Nombre completo/).fill('Prueba Automática');
    await form.getByLabel(/Celular/).fill('3001112233');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Continuar' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await settled(page, menu);
    // The open menu hides the rest of the page from the accessibility tree: find the button by its id.
    const button = await box(page.locator('button[aria-controls$="-menu"]'));
    const list = await box(menu);
    // Right under its button (MUI leaves a few pixels), never up over the header.
    expect(list.y).toBeGreaterThanOrEqual(button.y + button.height - 4);
    expect(list.y).toBeLessThanOrEqual(button.y + button.height + 24);
    const header = await box(page.locator('header').first());
    expect(list.y).toBeGreaterThanOrEqual(header.y + header.height);
  });

  test("phones keep the price, 'Llamar' and 'WhatsApp' in a bar at the bottom", async ({
    page,
    isMobile,
    request,
  }) => {
    const detail = (await (await request.get(`/api/properties/${CODE}`)).json()) as {
      price: number;
      advisor: { cellphone: string };
    };
    await page.goto(`/inmueble/${CODE}`);
    const bar = page.getByRole('complementary', { name: 'Contactar al asesor' });
    if (!isMobile) {
      await expect(bar).toBeHidden();
      return;
    }
    const viewport = page.viewportSize()!;
    for (const y of [0, 2500]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect(bar).toBeInViewport();
      const b = await box(bar);
      expect(Math.round(b.y + b.height)).toBe(viewport.height);
    }
    const price = new Intl.NumberFormat('es-CO', {
      style: 'currency',
      currency: 'COP',
      maximumFractionDigits: 0,
    }).format(detail.price);
    await expect(bar).toContainText(price.replace(/\s/g, ' '));
    // The price keeps its line and ends before 'Llamar', on this phone and a narrower one.
    const priceEndsBeforeButtons = () =>
      bar.evaluate((el) => {
        const text = el.querySelector('p');
        const button = el.querySelector('a, button');
        if (!text || !button) return false;
        const range = document.createRange();
        range.selectNodeContents(text);
        return range.getBoundingClientRect().right <= button.getBoundingClientRect().left;
      });
    expect(await priceEndsBeforeButtons()).toBe(true);
    await page.setViewportSize({ width: 360, height: viewport.height });
    expect(await priceEndsBeforeButtons()).toBe(true);
    await page.setViewportSize(viewport);
    // The first contact asks for the data-treatment consent, as the advisor card does.
    await bar.getByRole('button', { name: 'WhatsApp' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Nombre completo/).fill('Prueba Automática');
    await dialog.getByLabel(/Celular/).fill('3001112233');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    const phone = detail.advisor.cellphone.replace(/\D/g, '');
    await expect(dialog.getByRole('link', { name: 'Llamar' })).toHaveAttribute('href', `tel:+57${phone}`);
    // Both links fit in the dialog, and the focus is on 'Llamar' (the form it had is gone): Escape closes it.
    const paper = await box(dialog);
    for (const name of ['Llamar', 'WhatsApp']) {
      const link = await box(dialog.getByRole('link', { name }));
      expect(link.x + link.width, `${name} inside the dialog`).toBeLessThanOrEqual(paper.x + paper.width);
    }
    await expect(dialog.getByRole('link', { name: 'Llamar' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(bar.getByRole('link', { name: 'Llamar' })).toHaveAttribute('href', `tel:+57${phone}`);
    const whatsapp = (await bar.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')) ?? '';
    expect(whatsapp.startsWith(`https://wa.me/57${phone}?text=`)).toBe(true);
    expect(decodeURIComponent(whatsapp)).toContain(
      `Hola, estoy interesado en el inmueble con código ${CODE}.`,
    );
  });
});

test.describe('favorites drawer', () => {
  test("even margins, and rents say '/ mes'", async ({ page, request }) => {
    const rents = (await (await request.get('/api/properties?gestion=1')).json()) as {
      items: { code: string }[];
    };
    await page.goto(`/inmueble/${rents.items[0]!.code}`);
    await page.getByRole('button', { name: 'Agregar a favoritos' }).first().click();
    await page
      .getByRole('button', { name: /^Favoritos/ })
      .first()
      .click();
    const drawer = page.getByRole('dialog', { name: 'Tus inmuebles favoritos' });
    await expect(drawer).toBeVisible();
    await settled(page, drawer);
    await expect(drawer.getByTestId('favorito-precio').first()).toContainText('/ mes');
    const paper = await box(drawer);
    const title = await box(drawer.getByRole('heading', { name: 'Tus inmuebles favoritos' }));
    const item = await box(drawer.getByRole('listitem').first());
    const all = await box(drawer.getByRole('link', { name: 'Ver todos mis favoritos' }));
    const left = item.x - paper.x;
    expect(Math.abs(title.x - paper.x - left)).toBeLessThanOrEqual(1);
    expect(Math.abs(paper.x + paper.width - (item.x + item.width) - left)).toBeLessThanOrEqual(1);
    expect(Math.abs(all.x - paper.x - left)).toBeLessThanOrEqual(1);
  });
});

test.describe('simulator and maintenance on a phone', () => {
  test('the payout shows right under the amounts', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'on a desktop the table sits beside the inputs');
    await page.goto('/rentalsimulator/');
    await page.getByLabel('Canon De Arrendamiento ($)').pressSequentially('2000000');
    const summary = page.getByTestId('simulador-resumen');
    // 2.000.000 less the 10 % commission and its 19 % VAT.
    await expect(summary).toContainText(/1\.762\.000/);
    // Visible together with the rent field, without scrolling.
    await expect(summary).toBeInViewport();
    await expect(page.getByLabel('Canon De Arrendamiento ($)')).toBeInViewport();
  });

  test('nothing under the payout moves when the rent settles', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'on a desktop the table sits beside the inputs');
    await page.goto('/rentalsimulator/');
    const line = page.getByTestId('simulador-resumen-aviso');
    const propertyUse = page.getByLabel('Tipo De Inmueble');
    await expect(line).toHaveText(/^Escribe el canon/);
    const before = await box(propertyUse);
    await page.getByLabel('Canon De Arrendamiento ($)').pressSequentially('2000000');
    // The notice gives way to the deductions in the same two lines: the select is where the finger aims.
    await expect(line).toHaveText('Descuentos: $ 238.000. El detalle está en la Tabla de valores.');
    expect((await box(propertyUse)).y).toBe(before.y);
  });

  for (const [path, name] of [
    ['/mantenimientos/crear/', 'Formulario Mantenimientos y Reparaciones'],
    ['/pqrs/crear/', 'Formulario Peticiones Quejas y Reclamos'],
  ] as const) {
    test(`ENVIAR of ${path} looks like the other forms`, async ({ page, isMobile }) => {
      await page.goto(path);
      const send = page.getByRole('button', { name: 'ENVIAR' });
      const form = page.getByRole('form', { name });
      const b = await box(send);
      const f = await box(form);
      expect(b.height).toBeGreaterThanOrEqual(42);
      if (isMobile) expect(Math.abs(b.width - f.width)).toBeLessThanOrEqual(1);
      else expect(b.width).toBeGreaterThanOrEqual(200);
    });
  }
});

test.describe('simulators', () => {
  test("every field's label shows whole on the narrowest phones", async ({ page, isMobile }) => {
    test.skip(!isMobile, 'a 320 px phone');
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ['/rentalsimulator/', '/simulador-credito/']) {
      await page.goto(path);
      // MUI cuts a label too wide for its field with an ellipsis: 'Canon De Arrendamiento…'.
      const cut = await page
        .locator('main label')
        .evaluateAll((labels) =>
          labels
            .filter((l) => l.scrollWidth > l.clientWidth)
            .map((l) => `${l.textContent} ${l.scrollWidth} > ${l.clientWidth}`),
        );
      expect(cut, path).toEqual([]);
    }
  });
});

// A box wider than the screen widens a phone's page: it opens zoomed out, with the bottom bar off screen.
test.describe('no page is wider than the screen', () => {
  const fitsTheScreen = async (page: Page, path: string) => {
    await page.goto(path);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const width = page.viewportSize()?.width ?? 0;
    const { layoutWidth, contentWidth } = await page.evaluate(() => ({
      layoutWidth: document.documentElement.clientWidth,
      contentWidth: document.documentElement.scrollWidth,
    }));
    expect(layoutWidth, `${path}: the layout viewport`).toBe(width);
    expect(contentWidth, `${path}: the content`).toBeLessThanOrEqual(width);
  };
  for (const path of ['/', `/inmueble/${CODE}`, '/mantenimientos/crear/', '/contacto/']) {
    test(path, async ({ page }) => fitsTheScreen(page, path));
  }
  // The rest in one visit: the policy's long e-mail address once widened the phone's page to 412 px.
  test('every other page', async ({ page }) => {
    for (const path of [
      '/politica-de-datos/',
      '/favoritos/',
      '/rentalsimulator/',
      '/simulador-credito/',
      '/trabaja-con-nosotros/',
      '/pqrs/crear/',
      '/Forms/formPromoteProperty/',
      '/alertas/',
      '/sedes/poblado/',
      '/busqueda/venta/medellin/apartamento',
      '/no-existe/',
    ]) {
      await fitsTheScreen(page, path);
    }
  });
});
