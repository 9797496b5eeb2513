import { erasureRequestReceivedMail } from '@intake/contracts/copy/email-privacy';
import { renderMail } from './layout.ts';

/** To the applicant: their erasure request was received. */
export const renderErasureRequestReceivedMail = (data: { firstName: string; requestedAt: string }) =>
  renderMail((school) => erasureRequestReceivedMail(school.name, data));
