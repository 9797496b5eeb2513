import { removeSchoolLogo, saveSchool, saveSchoolLogo } from '@intake/contracts/endpoints/admin';
import { publicConfig } from '@intake/contracts/endpoints/settings';
import type { SchoolSettingsInput } from '@intake/contracts/school';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { forgetPublicConfig } from '../../../lib/public-config';
import { adminKeys, refreshAudit } from './query-keys';

/** The school as saved now (the public settings, fetched afresh rather than the visit's copy). */
export const useSchoolQuery = () =>
  useQuery({
    queryKey: adminKeys.school,
    queryFn: async () => (await callEndpoint(publicConfig)).school,
  });

const useSchoolMutation = <Input>(mutationFn: (input: Input) => Promise<{ message: string }>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      // The next screen that reads the public settings fetches them with the new school.
      forgetPublicConfig();
      void queryClient.invalidateQueries({ queryKey: adminKeys.school });
      void refreshAudit(queryClient);
    },
  });
};

/** The name, legal name, main colour and contact address. */
export const useSaveSchoolMutation = () =>
  useSchoolMutation((input: SchoolSettingsInput) => callEndpoint(saveSchool, { body: input }));

/** Saves the image as the logo, or removes the logo with null. */
export const useSchoolLogoMutation = () =>
  useSchoolMutation((file: File | null) => {
    if (!file) return callEndpoint(removeSchoolLogo);
    const body = new FormData();
    body.append('file', file);
    return callEndpoint(saveSchoolLogo, { body });
  });
