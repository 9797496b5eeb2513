import { chromium } from '@playwright/test';
const base='http://127.0.0.1:4301';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto(`${base}/login`);
await page.getByLabel('Email').fill('admin@intake.test');
await page.getByRole('textbox', { name: 'Password' }).fill('admin password e2e');
await page.getByRole('button', { name: 'Log In' }).click();
await page.waitForTimeout(3000);
const info = await page.getByRole('button', { name: 'Start Application' }).evaluate((b) => {
  const cs = getComputedStyle(b);
  const sheets = [...document.styleSheets].map(s => { try { return s.href + ' ' + s.cssRules.length; } catch { return s.href; } });
  return { cls: b.className, attrs: [...b.attributes].map(a => a.name+'='+a.value), bg: cs.backgroundColor, border: cs.border, varBg: cs.getPropertyValue('--button-bg'), sheets };
});
console.log(JSON.stringify(info, null, 1));
await browser.close();
