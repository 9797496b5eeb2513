import { resetPasswordMail } from '@intake/contracts/copy/email-auth';
import { renderMail } from './layout.ts';

export const renderResetPasswordMail = (data: { firstName: string; link: string; validMinutes: number }) =>
  renderMail((school) => {
    const { action, ...text } = resetPasswordMail(school.name, data);
    return { ...text, action: { label: action, url: data.link } };
  });
