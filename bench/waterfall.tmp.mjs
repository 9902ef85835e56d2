import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, DETAIL_CODE, startApp } from './lighthouse-app.mjs';
const app = await startApp();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.slice(1) });
for (const p of (process.argv[2] ? [process.argv[2]] : ['/', `/inmueble/${DETAIL_CODE}`])) {
  for (let run = 0; run < 2; run++) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'es-CO' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__lt = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
    new MutationObserver((r, o) => { if (document.documentElement?.hasAttribute('data-hydrated')) { window.__hyd = performance.now(); o.disconnect(); } }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6*1024*1024/8, uploadThroughput: 750*1024/8 });
  await page.goto(app.baseURL + p, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__hyd, null, { timeout: 60000, polling: 50 });
  await page.waitForTimeout(500);
  if (run === 0) { await context.close(); continue; }
  const r = await page.evaluate(() => ({ hyd: window.__hyd, lt: window.__lt, nav: performance.getEntriesByType('navigation')[0].responseEnd, res: performance.getEntriesByType('resource').map((e) => [e.name.replace(location.origin, ''), Math.round(e.startTime), Math.round(e.responseEnd), e.encodedBodySize, e.initiatorType, e.renderBlockingStatus]) }));
  console.log('==', p, 'html end', Math.round(r.nav), 'hydrated', Math.round(r.hyd));
  for (const x of r.res) console.log('  ', x.join('  '));
  console.log('  longtasks', JSON.stringify(r.lt));
  await context.close();
  }
}
await browser.close(); await app.stop();
