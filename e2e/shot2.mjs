import { chromium } from '@playwright/test';
const [, , path, width = '390', text, out = '/tmp/shots/s2.png'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(width) < 600 ? 844 : 900 }, isMobile: Number(width) < 600 });
await page.goto(`http://127.0.0.1:3999${path}`, { waitUntil: 'networkidle' });
await page.getByText(text).first().scrollIntoViewIfNeeded();
await page.waitForTimeout(2500);
await page.screenshot({ path: out });
await browser.close();
