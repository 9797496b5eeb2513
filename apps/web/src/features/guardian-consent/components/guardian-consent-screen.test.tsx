import { guardianConsentCopy } from '@intake/contracts/copy/guardian-consent';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const copy = guardianConsentCopy.page;
const TOKEN = 'guardian-link-token-0123456789';
const base = `/api/guardianConsent/${TOKEN}`;
const page = (step: string, more: object = {}) => ({
  step,
  learnerName: 'Ada Obi',
  guardianName: 'Ngozi Obi',
  phoneEnding: '4567',
  codeSentAt: null,
  agreement: null,
  ...more,
});
const agreement = {
  title: 'Loan Agreement',
  termsVersion: 'loan-2026-11',
  paragraphs: ['This agreement is between you and Intake.', 'The loan carries compound interest.'],
  loanMaxNaira: 3_000_000,
  interestPercent: 15,
  learnerSignedAt: '2026-11-27T10:00:00.000Z',
};
const posts = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => ({
      url: String(url),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));

describe("the guardian's consent page (issue 25.7)", () => {
  it('confirms the phone with a texted code before showing the agreement; opening it sends nothing', async () => {
    const fetchMock = stubApi({
      [`GET ${base}`]: () => jsonResponse(200, page('confirm-phone')),
      [`POST ${base}/code`]: () =>
        jsonResponse(200, page('confirm-phone', { codeSentAt: '2026-11-27T10:00:00.000Z' })),
      [`POST ${base}/confirmPhone`]: () => jsonResponse(200, page('sign', { agreement })),
    });
    const { user } = renderApp(`/guardian/consent/${TOKEN}`);
    expect(await screen.findByText(copy.intro('Ada Obi'))).toBeInTheDocument();
    expect(screen.getByText(copy.sendCodeIntro('4567'))).toBeInTheDocument();
    expect(screen.queryByText('Loan Agreement')).toBeNull();
    expect(posts(fetchMock)).toEqual([]);

    await user.click(screen.getByRole('button', { name: copy.sendCode }));
    expect(await screen.findByText(copy.codeSent('4567'))).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: copy.confirmCode });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText(copy.code), '123456');
    await user.click(confirm);
    expect(await screen.findByRole('heading', { name: 'Loan Agreement' })).toBeInTheDocument();
    expect(screen.getByText(copy.loanSummary(3_000_000, 15))).toBeInTheDocument();
    expect(posts(fetchMock).map((p) => p.url.replace(base, ''))).toEqual(['/code', '/confirmPhone']);
    expect(posts(fetchMock)[1]?.body).toEqual({ code: '123456' });
  });

  it('shows a wrong code as such and keeps what was typed', async () => {
    stubApi({
      [`GET ${base}`]: () =>
        jsonResponse(200, page('confirm-phone', { codeSentAt: '2026-11-27T10:00:00.000Z' })),
      [`POST ${base}/confirmPhone`]: () =>
        errorResponse(400, guardianConsentCopy.errors.codeWrong, 'GUARDIAN_CODE_WRONG'),
    });
    const { user } = renderApp(`/guardian/consent/${TOKEN}`);
    await user.type(await screen.findByLabelText(copy.code), '654321');
    await user.click(screen.getByRole('button', { name: copy.confirmCode }));
    expect(await screen.findByRole('alert')).toHaveTextContent(guardianConsentCopy.errors.codeWrong);
    expect(screen.getByLabelText(copy.code)).toHaveValue('654321');
  });

  it('asks for the relationship, name and consent, then signs', async () => {
    const fetchMock = stubApi({
      [`GET ${base}`]: () => jsonResponse(200, page('sign', { agreement })),
      [`POST ${base}/sign`]: () => jsonResponse(200, page('signed')),
    });
    const { user } = renderApp(`/guardian/consent/${TOKEN}`);
    const sign = await screen.findByRole('button', { name: copy.sign });
    await user.click(sign);
    expect(screen.getByRole('alert')).toHaveTextContent(guardianConsentCopy.fields.relationshipRequired);
    await user.click(screen.getByRole('radio', { name: copy.relationships.other }));
    await user.type(screen.getByLabelText(/Your full name/), 'Ngozi Adaeze Obi');
    await user.click(screen.getByRole('checkbox', { name: copy.consent('Ada Obi') }));
    await user.click(sign);
    expect(screen.getByRole('alert')).toHaveTextContent(guardianConsentCopy.fields.relationshipOtherRequired);
    await user.type(screen.getByLabelText(/Please say how/), 'Aunt');
    await user.click(sign);
    expect(await screen.findByText(copy.signed('Ada Obi'))).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([
      {
        url: expect.stringContaining('/sign'),
        body: {
          relationship: 'other',
          relationshipOther: 'Aunt',
          fullName: 'Ngozi Adaeze Obi',
          consent: true,
        },
      },
    ]);
  });

  it('lets the guardian decline with a reason', async () => {
    const fetchMock = stubApi({
      [`GET ${base}`]: () => jsonResponse(200, page('sign', { agreement })),
      [`POST ${base}/decline`]: () => jsonResponse(200, page('declined')),
    });
    const { user } = renderApp(`/guardian/consent/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: copy.decline }));
    await user.type(screen.getByLabelText(copy.declineReason), 'Too much debt');
    await user.click(screen.getByRole('button', { name: copy.confirmDecline }));
    expect(await screen.findByText(copy.declined('Ada Obi'))).toBeInTheDocument();
    expect(posts(fetchMock)[0]?.body).toEqual({ reason: 'Too much debt' });
  });

  it('says so when the link is used or expired', async () => {
    stubApi({
      [`GET ${base}`]: () => errorResponse(400, guardianConsentCopy.errors.linkExpired, 'LINK_EXPIRED'),
    });
    renderApp(`/guardian/consent/${TOKEN}`);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(guardianConsentCopy.errors.linkExpired),
    );
  });
});
