import { loadDraft, saveDraft } from './form-draft';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isField = (element: Element): element is Field =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLSelectElement ||
  element instanceof HTMLTextAreaElement;

/** What the visitor changed in a field of the page as it came from the server, if anything. */
function changedValue(field: Field): string | boolean | undefined {
  if (field instanceof HTMLSelectElement) {
    return Array.from(field.options).some((option) => option.selected !== option.defaultSelected)
      ? field.value
      : undefined;
  }
  if (field instanceof HTMLInputElement && field.type === 'checkbox') {
    return field.checked !== field.defaultChecked ? field.checked : undefined;
  }
  return field.value !== field.defaultValue ? field.value : undefined;
}

/**
 * Before React replaces a form rendered at build time (scripts/prerender-web.mjs), keeps what was
 * typed into it as the form's draft, which the React form starts from, and puts the caret back in
 * the field it was in once React has drawn that field again.
 */
export function adoptPrerenderedForm(container: HTMLElement, draftKey: string) {
  const form = container.querySelector('form');
  if (!form) return;
  const typed: Record<string, string | boolean> = {};
  for (const element of Array.from(form.elements)) {
    if (!isField(element) || !element.name) continue;
    const value = changedValue(element);
    if (value !== undefined) typed[element.name] = value;
  }
  if (Object.keys(typed).length > 0) saveDraft(draftKey, { ...loadDraft(draftKey), ...typed });

  const active = document.activeElement;
  if (!(active && isField(active) && active.name && form.contains(active))) return;
  const { name } = active;
  const caret = active instanceof HTMLInputElement ? active.selectionStart : null;
  const refocus = new MutationObserver(() => {
    const field = container.querySelector(`[name="${CSS.escape(name)}"]`);
    if (!(field instanceof HTMLElement) || field === active) return;
    refocus.disconnect();
    if (document.activeElement && document.activeElement !== document.body) return;
    field.focus();
    if (caret !== null && field instanceof HTMLInputElement) {
      try {
        field.setSelectionRange(caret, caret);
      } catch {
        // Some input types (email) have no caret to place.
      }
    }
  });
  refocus.observe(container, { childList: true, subtree: true });
}
