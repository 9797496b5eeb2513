/** Where the apply form keeps what was typed (lib/form-draft.ts). */
export const APPLY_DRAFT_KEY = 'applyDraft';
