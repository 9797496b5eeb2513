import { messageResponseSchema } from '../auth.ts';
import { ADMIN, defineEndpoint } from '../endpoint.ts';
import { paymentAccountSchema, paymentAccountSettingsSchema } from '../payments.ts';

// Apart from the other admin calls: the payment rules they carry are not for the console's first load.
const tags = ['admin'];
const access = { allow: ADMIN };

export const getPaymentAccount = defineEndpoint({
  method: 'GET',
  path: '/api/admin/school/payment',
  response: paymentAccountSchema,
  access,
  errors: [],
  tags,
  summary: "Where tuition is paid: the console's saved details, else the environment's",
});

export const savePaymentAccount = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/school/payment',
  body: paymentAccountSettingsSchema,
  response: messageResponseSchema,
  access,
  errors: [],
  tags,
  summary: "The school's bank account, USSD code and payment note applicants see (audited)",
});
