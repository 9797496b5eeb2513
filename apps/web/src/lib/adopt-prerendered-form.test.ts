import { afterEach, describe, expect, it } from 'vitest';
import { adoptPrerenderedForm } from './adopt-prerendered-form';
import { loadDraft } from './form-draft';

const KEY = 'testDraft';

/** A form as the build renders it: nothing typed, a select on its first option. */
function prerenderedForm() {
  const container = document.createElement('div');
  container.innerHTML = `<form>
    <input name="firstName" type="text" />
    <input name="lastName" type="text" />
    <select name="gender"><option value="" selected>Choose</option><option value="Female">Female</option></select>
    <input name="tAndC" type="checkbox" />
  </form>`;
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('adoptPrerenderedForm', () => {
  it('keeps what was typed as the draft, over an older draft, and leaves untouched fields out', () => {
    localStorage.setItem(KEY, JSON.stringify({ firstName: 'Old', email: 'kept@example.com' }));
    const container = prerenderedForm();
    const field = (name: string) => container.querySelector(`[name=${name}]`) as HTMLInputElement;
    field('firstName').value = 'Ada';
    (container.querySelector('select') as HTMLSelectElement).value = 'Female';
    field('tAndC').checked = true;

    adoptPrerenderedForm(container, KEY);
    expect(loadDraft(KEY)).toEqual({
      firstName: 'Ada',
      email: 'kept@example.com',
      gender: 'Female',
      tAndC: true,
    });
  });

  it('writes no draft when nothing was typed', () => {
    adoptPrerenderedForm(prerenderedForm(), KEY);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('puts the caret back in the same field once it is drawn again', async () => {
    const container = prerenderedForm();
    const typedIn = container.querySelector('[name=lastName]') as HTMLInputElement;
    typedIn.focus();
    typedIn.value = 'Oko';
    typedIn.setSelectionRange(3, 3);
    adoptPrerenderedForm(container, KEY);

    // React replaces the markup with its own.
    container.innerHTML = '<form><input name="firstName" /><input name="lastName" value="Oko" /></form>';
    await new Promise((resolve) => setTimeout(resolve, 0));
    const redrawn = container.querySelector('[name=lastName]') as HTMLInputElement;
    expect(document.activeElement).toBe(redrawn);
    expect(redrawn.selectionStart).toBe(3);
  });
});
