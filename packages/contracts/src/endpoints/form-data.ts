import { defineEndpoint } from '../endpoint.ts';
import { formDataSchema } from '../form-data.ts';

export const getFormData = defineEndpoint({
  method: 'GET',
  path: '/api/data/get/all',
  response: formDataSchema,
  access: { allow: 'public', note: 'the form option lists' },
  errors: [],
  tags: ['form-data'],
  summary: 'Option lists of the questionnaire (public; no personal data)',
});
