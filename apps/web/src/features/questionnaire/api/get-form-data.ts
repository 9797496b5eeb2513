import { getFormData as getFormDataCall } from '@intake/contracts/endpoints/form-data';
import { type FormData, formDataSchema } from '@intake/contracts/form-data';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** docs/spec/portal-spec.md §7: the option lists are kept in session storage under 'formData'. */
const STORAGE_KEY = 'formData';

function storedFormData(): FormData | undefined {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return undefined;
    const parsed = formDataSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Countries, Nigerian states, institutions, courses and the other option lists. */
export async function getFormData(): Promise<FormData> {
  const data = await callEndpoint(getFormDataCall);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(data));
  } catch {
    // Without storage the lists are simply fetched again next time.
  }
  return data;
}

export const formDataQueryKey = ['form-data'] as const;

/** `enabled: false` reads only what is stored; the dashboard fetches the lists at APPLIED (docs/spec/portal-spec.md §4). */
export const useFormDataQuery = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    enabled,
    queryKey: formDataQueryKey,
    queryFn: getFormData,
    initialData: storedFormData,
    staleTime: Number.POSITIVE_INFINITY,
  });
