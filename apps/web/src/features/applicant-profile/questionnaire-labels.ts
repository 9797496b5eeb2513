import { questionnaireSections } from '@intake/contracts/copy/applicant-profile';

/** Keys that are bookkeeping, not answers. */
const hiddenKeys = new Set(['currentPage']);

const knownKeys = new Set(questionnaireSections.flatMap((s) => s.fields.map(([key]) => key)));

/** 'underGradGradYear' → 'Under grad grad year'. */
export const labelFromKey = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Fields the server sent that the sections above do not name. */
export const otherFields = (questionnaire: Record<string, unknown>): [string, string][] =>
  Object.keys(questionnaire)
    .filter((key) => !knownKeys.has(key) && !hiddenKeys.has(key))
    .map((key) => [key, labelFromKey(key)]);

/** An answer as text: lists joined, empty answers as ''. */
export function answerText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(answerText).filter(Boolean).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value).trim();
}
