// Throwaway: a visitor's walk on a running `npm start` (not committed).
import { chromium } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
const base = process.env.BASE ?? 'http://localhost:3100';
const mailDir = process.env.MAIL_DIR;
const out = '/tmp/walk';
const ready = async (label) => {
  const t = Date.now();
  const r = await fetch(`${base}/api/health/ready`);
  console.log(`${label}: ready ${r.status} in ${Date.now() - t} ms ${(await r.text()).slice(0, 120)}`);
};
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'es-CO' });
const page = await ctx.newPage();
page.setDefaultTimeout(30000);
const hydrated = () => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
await ready('start');
await page.goto(`${base}/busqueda/?ciudad=25974&habitaciones=2`); await hydrated();
await page.getByRole('button', { name: 'Recibir alertas de esta búsqueda' }).first().click();
const dialog = page.getByRole('dialog');
const email = `walk.${Date.now().toString(36)}@example.com`;
await dialog.getByLabel(/Correo electrónico/).fill(email);
await dialog.getByRole('checkbox', { name: /Autorizo/ }).check();
await dialog.getByTestId('captcha-field').scrollIntoViewIfNeeded();
await dialog.getByText('No soy un robot').click();
await dialog.getByRole('checkbox', { name: /No soy un robot|verificad/i }).waitFor();
await page.waitForFunction(() => document.querySelector('[role=dialog] input[type=checkbox][name=altcha], [role=dialog] altcha-widget') !== null);
await page.waitForTimeout(4000);
const t0 = Date.now();
const posted = page.waitForResponse((r) => r.url().endsWith('/api/alerts') && r.request().method() === 'POST');
await dialog.getByRole('button', { name: 'Crear alerta' }).click();
const res = await posted;
console.log(`alert sign-up: ${res.status()} in ${Date.now() - t0} ms`);
await page.screenshot({ path: `${out}/1-alert-created.png` });
await ready('after sign-up');
let link;
for (let i = 0; i < 30 && !link; i++) {
  for (const name of await readdir(mailDir).catch(() => [])) {
    const raw = (await readFile(`${mailDir}/${name}`, 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    if (raw.includes(email)) link = /https?:\/\/\S+?\/alertas\/confirmar\/\?token=[\w-]+/.exec(raw)?.[0];
  }
  if (!link) await new Promise((r) => setTimeout(r, 500));
}
console.log(`confirmation .eml link: ${link ? 'found' : 'MISSING'}`);
await page.goto(new URL(link).pathname + new URL(link).search, { waitUntil: 'load' }).catch(() => undefined);
await page.goto(`${base}${new URL(link).pathname}${new URL(link).search}`); await hydrated();
await page.getByRole('button', { name: 'Activar alerta' }).click();
await page.getByRole('link', { name: 'Administrar mis alertas' }).waitFor();
await page.screenshot({ path: `${out}/2-confirmed.png` });
await page.getByRole('link', { name: 'Administrar mis alertas' }).click();
await page.getByRole('button', { name: 'Eliminar' }).click();
await page.getByText('Eliminamos la alerta').first().waitFor();
await page.screenshot({ path: `${out}/3-deleted.png` });
await ready('after confirm, manage, delete');
await page.goto(`${base}/busqueda/?gestion=2`); await hydrated();
await page.screenshot({ path: `${out}/4-search.png` });
const href = await page.locator('a[href^="/inmueble/"]').first().getAttribute('href');
await page.goto(`${base}${href}`); await hydrated();
await page.screenshot({ path: `${out}/5-property.png` });
console.log(`property ${href}: ${await page.locator('h1').first().innerText()}`);
await ready('end');
await browser.close();
