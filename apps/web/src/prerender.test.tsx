import { messages } from '@intake/contracts/messages';
import { DRAWN_LOGO_SRC } from '@intake/contracts/school-identity';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app/app';
import { APPLY_DRAFT_KEY } from './features/applicants/apply-draft-key';
import { renderApp, renderPages } from './prerender';
import { stubApi } from './test/api-stub';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** `/` as the build draws it (scripts/prerender-web.mjs), before its script has run. */
async function drawApplyPage() {
  const container = document.createElement('div');
  container.innerHTML = await renderApp('/');
  document.body.append(container);
  return container;
}

/** The script takes over the drawn page, as main.tsx does; `problems` collects what React reports. */
async function hydrate(container: HTMLElement) {
  const problems: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => problems.push(args));
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <App />
      </StrictMode>,
      { onRecoverableError: (error) => problems.push(error) },
    );
  });
  consoleError.mockRestore();
  return problems;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

describe('the apply page drawn at build time', () => {
  it('starts every select on its default: Choose… for age range and gender, +234 for the dial code', async () => {
    await drawApplyPage();
    expect(select('Age range').value).toBe('');
    expect(select('Age range').selectedOptions[0]?.textContent).toBe('Choose…');
    expect(select('Gender').value).toBe('');
    expect(select('Dial code').value).toBe('+234');
    expect(field('Phone number').value).toBe('');
  });

  it('is adopted in place: the same fields keep their names, focus and what was typed before the script', async () => {
    stubApi();
    const container = await drawApplyPage();
    const drawn = Array.from(container.querySelectorAll('input, select'));
    field('First name').value = 'Ada';
    field('Email').value = 'ada@example.org';
    field('Phone number').value = '8031234567';
    select('Gender').value = 'Male';
    (screen.getByRole('checkbox') as HTMLInputElement).checked = true;
    field('Last name').focus();
    field('Last name').value = 'Ob';
    field('Last name').setSelectionRange(2, 2);

    expect(await hydrate(container)).toEqual([]);
    expect(Array.from(container.querySelectorAll('input, select'))).toEqual(drawn);
    expect(document.activeElement).toBe(field('Last name'));
    expect(field('Last name').selectionStart).toBe(2);

    // Typing goes on in the same field, and what was typed before is what the form holds.
    const user = userEvent.setup();
    await user.keyboard('i');
    expect(field('Last name').value).toBe('Obi');
    expect(field('First name').value).toBe('Ada');
    expect(select('Gender').value).toBe('Male');
    expect(select('Age range').value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.fillMissingFields);
  });

  it('with a draft from an earlier visit, hydrates the same markup and fills what was not typed again', async () => {
    stubApi();
    localStorage.setItem(
      APPLY_DRAFT_KEY,
      JSON.stringify({ firstName: 'Old', lastName: 'Draft', phone: '8030000000', gender: 'Female' }),
    );
    const container = await drawApplyPage();
    field('First name').value = 'Ada';
    expect(await hydrate(container)).toEqual([]);
    expect(field('First name').value).toBe('Ada');
    expect(field('Last name').value).toBe('Draft');
    expect(field('Phone number').value).toBe('8030000000');
    expect(select('Gender').value).toBe('Female');
    expect(select('Age range').value).toBe('');
  });

  it('sends what was chosen and typed before the script, and nothing the applicant did not choose', async () => {
    const fetchMock = stubApi({ 'POST /api/applicant/apply': () => new Response('{}', { status: 201 }) });
    const container = await drawApplyPage();
    field('First name').value = 'Ada';
    field('Last name').value = 'Obi';
    field('Email').value = 'ada@example.org';
    field('Phone number').value = '803-123-4567';
    select('Age range').value = '16-20';
    (screen.getByRole('checkbox') as HTMLInputElement).checked = true;
    expect(await hydrate(container)).toEqual([]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.fillMissingFields);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/applicant/apply')).toBe(false);

    await user.selectOptions(select('Gender'), 'Female');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/applicant/apply')).toBe(true),
    );
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/applicant/apply');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@example.org',
      dialCode: '+234',
      phone: '8031234567',
      ageRange: '16-20',
      gender: 'Female',
      tAndC: true,
    });
  });
});

describe('the pages drawn with the header', () => {
  it("carry the places where the server writes the school's name and logo", async () => {
    const drawn = (await renderPages()).filter((page) =>
      page.modules.includes('src/app/layouts/header-layout.tsx'),
    );
    expect(drawn.map((page) => page.path)).toEqual(['/dashboard/', '/dashboard/all-applicants']);
    for (const { html } of drawn) {
      const container = document.createElement('div');
      container.innerHTML = html;
      const header = container.querySelector('header');
      expect(header?.querySelector('[data-school-name]')?.textContent).toBe('Intake');
      // The image the app draws for a logo, as it draws it, with the address the server replaces.
      const logo = header?.querySelector('img');
      expect(logo?.getAttribute('src')).toBe(DRAWN_LOGO_SRC);
      expect(logo?.getAttribute('alt')).toBe('');
      expect(logo?.nextElementSibling).toBe(header?.querySelector('[data-school-name]'));
    }
  });
});
