import { useEffect } from 'react';
import type { FieldValues } from 'react-hook-form';

/** Reads a form draft kept in localStorage; never use this for forms holding passwords. */
export function loadDraft<Values extends FieldValues>(key: string): Partial<Values> {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Partial<Values>) : {};
  } catch {
    return {};
  }
}

/** Keeps `values` as the draft; a full or disabled storage only costs the draft. */
export function saveDraft(key: string, values: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(values));
  } catch {
    // The form keeps working without it.
  }
}

export function clearDraft(key: string) {
  localStorage.removeItem(key);
}

/** How to follow a form's values: react-hook-form's `watch`, or useLightForm's. */
type WatchValues = (onChange: (values: unknown) => void) => { unsubscribe: () => void };

/** Saves every change of the form, so a reload or a dropped connection loses nothing typed. */
export function useFormDraft(key: string, watch: WatchValues) {
  useEffect(() => {
    const subscription = watch((values) => saveDraft(key, values));
    return () => subscription.unsubscribe();
  }, [key, watch]);
}

/**
 * Removes every draft kept for `userId` (keys `<form>:<userId>` and `<form>:<userId>:<part>`), so
 * that what one applicant typed is not left for the next person signing in on the same phone. The
 * tab's sessionStorage holds drafts too (an elder's unsaved review scores).
 */
export function clearUserDrafts(userId: string) {
  try {
    for (const storage of [localStorage, sessionStorage]) {
      const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
      for (const key of keys) if (key?.split(':')[1] === userId) storage.removeItem(key);
    }
  } catch {
    // Without storage there is nothing kept.
  }
}
