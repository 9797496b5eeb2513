import { passwordChangedMail } from '@intake/contracts/copy/email-auth';
import { renderMail } from './layout.ts';

/** Sent after a password is set on an account that already had one (a reset or a change). */
export const renderPasswordChangedMail = (data: {
  firstName: string;
  resetLink: string;
  changedAt: string;
}) =>
  renderMail((school) => {
    const { action, ...text } = passwordChangedMail(school.name, data);
    return { ...text, action: { label: action, url: data.resetLink } };
  });
