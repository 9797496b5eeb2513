import { chromium } from '@playwright/test';
const [,, base, out, width, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
await page.goto(`${base}/login`);
await page.getByLabel('Email').fill(process.env.SHOT_EMAIL ?? 'admin@intake.test');
await page.getByRole('textbox', { name: 'Password' }).fill(process.env.SHOT_PASSWORD ?? 'admin password e2e');
await page.getByRole('button', { name: 'Log In' }).click();
await page.waitForTimeout(3000);
for (const p of paths) {
  await page.goto(`${base}${p}`);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `${out}-${p.replace(/\W+/g, '_')}.png`, fullPage: true });
}
await browser.close();
