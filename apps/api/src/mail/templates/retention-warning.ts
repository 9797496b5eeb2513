import { retentionWarningMail } from '@intake/contracts/copy/email-privacy';
import { renderMail } from './layout.ts';

/** To the applicant: their personal data will be erased by the retention rule on a given date. */
export const renderRetentionWarningMail = (data: { firstName: string; erasureDate: string }) =>
  renderMail((school) => retentionWarningMail(school.name, data));
