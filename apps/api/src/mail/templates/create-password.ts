import { createPasswordMail } from '@intake/contracts/copy/email-auth';
import { renderMail } from './layout.ts';

export const renderCreatePasswordMail = (data: { firstName: string; link: string; validDays: number }) =>
  renderMail((school) => {
    const { action, ...text } = createPasswordMail(school.name, data);
    return { ...text, action: { label: action, url: data.link } };
  });
