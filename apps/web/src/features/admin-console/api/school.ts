import { messageResponseSchema } from '@intake/contracts/auth';
import { publicConfigSchema } from '@intake/contracts/config';
import type { SchoolSettingsInput } from '@intake/contracts/school';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/api-paths';
import { forgetPublicConfig } from '../../../lib/public-config';
import { adminKeys, refreshAudit } from './query-keys';

/** The school as saved now (the public settings, fetched afresh rather than the visit's copy). */
export const useSchoolQuery = () =>
  useQuery({
    queryKey: adminKeys.school,
    queryFn: async () => (await apiRequest(apiPaths.publicConfig, { schema: publicConfigSchema })).school,
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

/** `PUT /api/admin/school`: the name, legal name, main colour and contact address. */
export const useSaveSchoolMutation = () =>
  useSchoolMutation((input: SchoolSettingsInput) =>
    apiRequest('/api/admin/school', {
      method: 'PUT',
      body: input,
      authenticated: true,
      schema: messageResponseSchema,
    }),
  );

/** `PUT /api/admin/school/logo` with the image, or `DELETE` it with null. */
export const useSchoolLogoMutation = () =>
  useSchoolMutation((file: File | null) => {
    const body = new FormData();
    if (file) body.append('file', file);
    return apiRequest('/api/admin/school/logo', {
      method: file ? 'PUT' : 'DELETE',
      body: file ? body : undefined,
      authenticated: true,
      schema: messageResponseSchema,
    });
  });
