import {
  openPayLinkTransferAccount as openPayLinkTransferAccountCall,
  openTransferAccount as openTransferAccountCall,
} from '@intake/contracts/endpoints/tuition-payment';
import { callEndpoint } from '../../../lib/api-client';

/** A temporary account for the signed-in learner's amount due now (Flutterwave); the open one again. */
export const openTransferAccount = () => callEndpoint(openTransferAccountCall);

/** The same from the shared payment link. */
export const openPayLinkTransferAccount = (token: string) =>
  callEndpoint(openPayLinkTransferAccountCall, { params: { token } });
