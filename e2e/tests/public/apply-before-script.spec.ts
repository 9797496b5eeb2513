import type { Page, Request } from '@playwright/test';
import { expect, test, uniqueEmail } from '../../fixtures/portal.ts';

/**
 * `/` comes drawn before its script. Holds the page's entry script back until `release()`, so that
 * the visitor types into the drawn form, and then while the script takes over.
 */
async function openWithScriptHeld(page: Page) {
  const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
  const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('/ has no entry script');
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${entry}`, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByLabel('First name')).toBeVisible();
  return release;
}

/** Whether React has taken over the field (it marks the elements it owns). */
const scripted = (page: Page, label: string) =>
  page
    .getByLabel(label)
    .evaluate((field) => Object.keys(field).some((key) => key.startsWith('__reactFiber')));

const applications = (page: Page) => {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/applicant/apply')) sent.push(request);
  });
  return sent;
};

const labels = ['First name', 'Last name', 'Email', 'Dial code', 'Phone number', 'Age range', 'Gender'];

test('the drawn form keeps its fields, names, focus and every keystroke while the script takes over', async ({
  page,
}) => {
  const release = await openWithScriptHeld(page);
  const sent = applications(page);

  // From here on, the page notes any moment a field has lost its label, and keeps the drawn
  // elements to check that the same ones are still there once the script runs.
  await page.evaluate((names) => {
    const labelled = () =>
      names.every((name) =>
        Array.from(document.querySelectorAll('label')).some(
          (label) => label.textContent === name && label.control?.isConnected,
        ),
      ) && document.querySelector<HTMLInputElement>('input[type=checkbox]')?.labels?.length === 1;
    const page = window as unknown as { namesLost: number; drawn: Element[] };
    page.namesLost = 0;
    page.drawn = Array.from(document.querySelectorAll('input, select'));
    new MutationObserver(() => {
      if (!labelled()) page.namesLost += 1;
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  }, labels);

  const email = uniqueEmail('drawn');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('8031234567');
  await page.getByLabel('Age range').selectOption('21-30');
  await page.getByLabel('Gender').selectOption('Male');
  await page.getByRole('checkbox').check();
  await page.getByLabel('First name').click();
  await page.keyboard.type('Ad');

  // Typing goes on, one key at a time, while the script arrives and takes over; throughout, every
  // field can be found by its accessible name.
  release();
  let typed = 'Ad';
  for (const key of 'aoraChinweNkemdirimOkonkwo') {
    await page.keyboard.type(key);
    typed += key;
    for (const name of labels) await expect(page.getByLabel(name, { exact: true })).toHaveCount(1);
    await expect(page.getByRole('checkbox', { name: /I agree to the/ })).toHaveCount(1);
    if ((await scripted(page, 'First name')) && typed.length > 12) break;
  }
  expect(await scripted(page, 'First name'), 'the script took over while typing went on').toBe(true);
  await page.keyboard.type('!');
  typed += '!';

  const firstName = page.getByLabel('First name');
  await expect(firstName).toHaveValue(typed);
  await expect(firstName).toBeFocused();
  expect(
    await page.evaluate(() => {
      const { namesLost, drawn } = window as unknown as { namesLost: number; drawn: Element[] };
      return { namesLost, drawnStillThere: drawn.every((element) => element.isConnected) };
    }),
  ).toEqual({ namesLost: 0, drawnStillThere: true });

  await firstName.fill('Adaora');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/application_successful$/);
  expect(sent).toHaveLength(1);
  expect(sent[0]?.postDataJSON()).toEqual({
    firstName: 'Adaora',
    lastName: 'Okafor',
    email,
    dialCode: '+234',
    phone: '8031234567',
    ageRange: '21-30',
    gender: 'Male',
    tAndC: true,
  });
});

test('the drawn selects start on Choose…; untouched, Apply asks for the missing fields and sends nothing', async ({
  page,
}) => {
  const release = await openWithScriptHeld(page);
  const sent = applications(page);
  for (const name of ['Age range', 'Gender']) {
    await expect(page.getByLabel(name)).toHaveValue('');
    await expect(page.getByLabel(name).locator('option:checked')).toHaveText('Choose…');
  }

  const email = uniqueEmail('untouched');
  await page.getByLabel('First name').fill('Ngozi');
  await page.getByLabel('Last name').fill('Eze');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('8039876543');
  await page.getByRole('checkbox').check();
  release();
  await expect.poll(() => scripted(page, 'Gender')).toBe(true);

  for (const name of ['Age range', 'Gender']) await expect(page.getByLabel(name)).toHaveValue('');
  const apply = page.getByRole('button', { name: 'Apply' });
  await apply.click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in missing fields');
  expect(sent).toHaveLength(0);

  // Chosen, they are sent as chosen, with what was typed before the script ran.
  await page.getByLabel('Age range').selectOption('Under 16');
  await page.getByLabel('Gender').selectOption('Female');
  await apply.click();
  await expect(page).toHaveURL(/\/application_successful$/);
  expect(sent.map((request) => request.postDataJSON())).toEqual([
    {
      firstName: 'Ngozi',
      lastName: 'Eze',
      email,
      dialCode: '+234',
      phone: '8039876543',
      ageRange: 'Under 16',
      gender: 'Female',
      tAndC: true,
    },
  ]);
});
