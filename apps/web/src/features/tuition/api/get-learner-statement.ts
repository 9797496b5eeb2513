import { getLearnerStatement as getLearnerStatementCall } from '@intake/contracts/endpoints/tuition-statement';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const learnerStatementQueryKey = (email: string) => ['tuition-statement', email] as const;

/** `GET /api/elder/tuition/:email/statement`: a learner's statement, for the applicant profile. */
export const getLearnerStatement = (email: string) =>
  callEndpoint(getLearnerStatementCall, { params: { email } });

export const useLearnerStatementQuery = (email: string) =>
  useQuery({ queryKey: learnerStatementQueryKey(email), queryFn: () => getLearnerStatement(email) });
