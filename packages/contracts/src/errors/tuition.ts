import { defineErrors } from '../error-catalogue.ts';
import { errorCodes } from '../errors.ts';

export const tuitionErrors = defineErrors({
  noTuitionFee: {
    status: 409,
    code: errorCodes.noTuitionFee,
    message: 'No tuition fee is set for your cohort yet; please contact the school.',
  },
});
