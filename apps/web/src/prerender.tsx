import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import ApplyPage from './app/routes/applicants/apply-page';

/**
 * The apply page as HTML, written into apply.html at build time (scripts/prerender-web.mjs): on a
 * slow phone the form can be read and typed into before the JavaScript arrives, which then takes
 * over what was typed (features/applicants/adopt-prerendered-form.ts).
 */
export function renderApplyPage(): string {
  return renderToString(
    <MemoryRouter initialEntries={['/']}>
      <ApplyPage />
    </MemoryRouter>,
  );
}
