import { renderMail } from './layout.ts';

/** One button to the offer's page, where accepting and declining are two separate choices. */
export const renderAdmissionOfferMail = (data: {
  firstName: string;
  answerLink: string;
  validDays: number;
}) =>
  renderMail({
    subject: 'Your offer of admission',
    greeting: `Congratulations ${data.firstName}!`,
    paragraphs: [
      'We are delighted to offer you admission to our programme.',
      `Please accept or decline this offer within ${data.validDays} days: the button below opens a page where you choose.`,
    ],
    action: { label: 'Accept or decline the offer', url: data.answerLink },
  });
