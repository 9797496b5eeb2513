import { renderMail } from './layout.ts';

export const renderSendToCommunityMail = (data: { firstName: string; mainSiteUrl: string }) =>
  renderMail({
    subject: 'Your application: join our community',
    greeting: `Hello ${data.firstName},`,
    paragraphs: [
      'Thank you for the time you gave to your application and interview.',
      'We cannot offer you a place in this intake, but we would love you to keep learning with our community, where you will find events, resources and the next intake’s dates.',
    ],
    action: { label: 'Join the community', url: data.mainSiteUrl },
  });
