import { chromium } from '@playwright/test';
const [, , path, width = '390', out = '/tmp/shots/s.png', full = '1'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(width) < 600 ? 844 : 900 }, isMobile: Number(width) < 600, deviceScaleFactor: 1 });
await page.goto(`http://127.0.0.1:3999${path}`, { waitUntil: 'networkidle' });
await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: full === '1' });
await browser.close();
