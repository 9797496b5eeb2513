import { renderMail } from './layout.ts';

export const renderAdmissionOfferMail = (data: {
  firstName: string;
  acceptLink: string;
  declineLink: string;
  validDays: number;
}) =>
  renderMail({
    subject: 'Your offer of admission',
    greeting: `Congratulations ${data.firstName}!`,
    paragraphs: [
      'We are delighted to offer you admission to our programme.',
      `Please accept or decline this offer within ${data.validDays} days using the links in this e-mail.`,
      `To decline the offer: ${data.declineLink}`,
    ],
    action: { label: 'Accept the offer', url: data.acceptLink },
  });
