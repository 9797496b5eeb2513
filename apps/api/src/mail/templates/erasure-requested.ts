import { erasureRequestedMail } from '@intake/contracts/copy/email-privacy';
import { renderMail } from './layout.ts';

/** To every admin when an applicant asks to be erased (NDPA 2023 s. 36, GDPR art. 17). */
export const renderErasureRequestedMail = (data: {
  applicantName: string;
  applicantEmail: string;
  requestedAt: string;
  reason: string | null;
  consoleUrl: string;
}) => {
  const { action, ...text } = erasureRequestedMail(data);
  return renderMail({ ...text, action: { label: action, url: data.consoleUrl } });
};
