import { DEFAULT_SCHOOL, type SchoolIdentity } from '@intake/contracts/school-identity';
import { useEffect } from 'react';
import { usePublicConfig } from './public-config';

/** The id of the JSON block the server writes into every page (apps/api/src/plugins/school-page.ts). */
export const SCHOOL_DATA_ID = 'school-identity';

let drawn: SchoolIdentity | undefined;

/**
 * The school as the server wrote it into this page, so that the first render (and the hydration of
 * a drawn page) shows the school's name and colour at once; the product's defaults where none is.
 */
export function drawnSchool(): SchoolIdentity {
  if (drawn) return drawn;
  const block = typeof document === 'undefined' ? null : document.getElementById(SCHOOL_DATA_ID);
  try {
    // The server's own JSON; the defaults fill in anything it lacks.
    drawn = { ...DEFAULT_SCHOOL, ...(JSON.parse(block?.textContent || '{}') as Partial<SchoolIdentity>) };
  } catch {
    drawn = DEFAULT_SCHOOL;
  }
  return drawn;
}

/** The school: as drawn into the page, then as /api/config answers (an admin may just have changed it). */
export function useSchool(): SchoolIdentity {
  const { data } = usePublicConfig();
  return data?.school ?? drawnSchool();
}

/** Keeps the browser tab titled with the school's name. */
export function useSchoolTitle() {
  const { name } = useSchool();
  useEffect(() => {
    document.title = name;
  }, [name]);
}
