import { messages } from '@intake/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getSessionUser } from '../../../lib/session';
import { errorResponse, jsonResponse, stubApi } from '../../../test/api-stub';
import { movedOn, renderSignedIn } from '../test/render-feature';
import { PaymentPlanForm } from './payment-plan-form';

function openForm() {
  const onBack = vi.fn();
  const onDone = vi.fn();
  const view = renderSignedIn(<PaymentPlanForm onBack={onBack} onDone={onDone} />, {
    nativeState: 'CHECKED_IN',
  });
  return { ...view, onBack, onDone };
}
type View = ReturnType<typeof openForm>;

const schedule = () => screen.getByRole('group', { name: 'Payment schedule' });
const startMonth = () => screen.getByLabelText('Payments start in');
const endMonth = () => screen.getByLabelText('Payments end in');

async function choosePlan(view: View, label: RegExp) {
  await view.user.click(screen.getByRole('radio', { name: label }));
}

describe('tuition payment plan', () => {
  it('is titled as the spec says and shows the cohort fee', () => {
    stubApi();
    openForm();
    expect(screen.getByRole('heading', { name: 'TUITION PAYMENT PLAN' })).toBeInTheDocument();
    expect(within(schedule()).getAllByText('NGN 600,000.00')).toHaveLength(2);
  });

  it('shows the tuition paid and takes it off the amount due (issue 18.14)', async () => {
    stubApi({
      'GET /api/native/tuition': () =>
        jsonResponse(200, {
          tuitionFee: 600_000,
          discountAmount: 0,
          tuitionPaid: 200_000,
          amountDue: 400_000,
        }),
    });
    const view = openForm();
    const paid = await within(schedule()).findByText('- NGN 200,000.00');
    expect(paid.previousElementSibling).toHaveTextContent('Tuition paid');
    expect(within(schedule()).getByText('Amount due').nextElementSibling).toHaveTextContent('NGN 400,000.00');
    await choosePlan(view, /^Quarterly/);
    await view.user.selectOptions(startMonth(), 'MARCH');
    expect(within(schedule()).getByTestId('instalments')).toHaveTextContent('4 × NGN 100,000.00');
  });

  it.each([
    [/^Full payment/, '1 × NGN 600,000.00', 1],
    [/^Monthly/, '12 × NGN 50,000.00', 12],
    [/^Quarterly/, '4 × NGN 150,000.00', 4],
  ])('shows the instalments of %s', async (plan, summary, count) => {
    stubApi();
    const view = openForm();
    await choosePlan(view, plan);
    await view.user.selectOptions(startMonth(), 'MARCH');
    expect(within(schedule()).getByTestId('instalments')).toHaveTextContent(summary);
    expect(within(schedule()).getAllByRole('listitem')).toHaveLength(count);
  });

  it('names the last instalment when the split leaves it different (issue 19.13)', async () => {
    stubApi({
      'GET /api/native/tuition': () =>
        jsonResponse(200, {
          tuitionFee: 600_000,
          discountAmount: 0,
          tuitionPaid: 200_000,
          amountDue: 400_000,
        }),
    });
    const view = openForm();
    await within(schedule()).findByText('- NGN 200,000.00');
    await choosePlan(view, /^Monthly/);
    await view.user.selectOptions(startMonth(), 'MARCH');
    // 400,000 / 12: eleven of 33,333.33 and a last that makes up the kobo left over.
    expect(within(schedule()).getByTestId('instalments')).toHaveTextContent(
      '11 × NGN 33,333.33 + 1 × NGN 33,333.37',
    );
  });

  it('ends eleven months after the start, wrapping past December', async () => {
    stubApi();
    const view = openForm();
    expect(endMonth()).toHaveValue('');
    await view.user.selectOptions(startMonth(), 'MARCH');
    expect(endMonth()).toHaveValue('FEBRUARY');
    await view.user.selectOptions(startMonth(), 'JANUARY');
    expect(endMonth()).toHaveValue('DECEMBER');
    await choosePlan(view, /^Quarterly/);
    await view.user.selectOptions(startMonth(), 'NOVEMBER');
    const months = within(schedule())
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(months).toEqual([
      'NOVEMBERNGN 150,000.00',
      'FEBRUARYNGN 150,000.00',
      'MAYNGN 150,000.00',
      'AUGUSTNGN 150,000.00',
    ]);
  });

  it('leaves the instalments of a customized plan to the school', async () => {
    stubApi();
    const view = openForm();
    await choosePlan(view, /^Customized/);
    await view.user.selectOptions(startMonth(), 'MARCH');
    expect(
      screen.getByText('The instalments of a customized plan are agreed with the school.'),
    ).toBeInTheDocument();
    expect(within(schedule()).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('applies a discount code to the amount due', async () => {
    const fetchMock = stubApi({
      'GET /api/native/discountCode/SUMMER25': () =>
        jsonResponse(200, {
          code: 'SUMMER25',
          discountAmount: 120000,
          tuitionFee: 600000,
          tuitionPaid: 0,
          amountDue: 480000,
        }),
      'GET /api/native/discountCode/NOPE1': () =>
        errorResponse(404, messages.discountCodeInvalid, 'NOT_FOUND'),
    });
    const view = openForm();
    await view.user.type(screen.getByLabelText('Discount code (optional)'), 'nope1');
    await view.user.click(screen.getByRole('button', { name: 'Apply code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.discountCodeInvalid);

    await view.user.clear(screen.getByLabelText('Discount code (optional)'));
    await view.user.type(screen.getByLabelText('Discount code (optional)'), 'summer25');
    await view.user.click(screen.getByRole('button', { name: 'Apply code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Code SUMMER25 takes NGN 120,000.00 off.');
    expect(within(schedule()).getByText('NGN 480,000.00')).toBeInTheDocument();
    await choosePlan(view, /^Monthly/);
    await view.user.selectOptions(startMonth(), 'MARCH');
    expect(within(schedule()).getByTestId('instalments')).toHaveTextContent('12 × NGN 40,000.00');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/native/discountCode/SUMMER25');
  });

  it('asks for both boxes first, then a plan, and sends the plan; success goes back', async () => {
    const fetchMock = stubApi({
      'POST /api/native/fillPaymentAgreement': () =>
        jsonResponse(200, movedOn({ nativeState: 'PAYMENT_AGREEMENT' })),
    });
    const view = openForm();
    const submit = () => view.user.click(screen.getByRole('button', { name: 'Submit' }));
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.checkTermsAndCondition);
    await view.user.click(screen.getByRole('checkbox', { name: /^I understand/ }));
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.checkTermsAndCondition);
    await view.user.click(screen.getByRole('checkbox', { name: /^I agree/ }));
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.choosePaymentPlan);
    await choosePlan(view, /^Quarterly/);
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.chooseStartMonth);
    const planCalls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url) === '/api/native/fillPaymentAgreement');
    expect(planCalls()).toHaveLength(0);

    await view.user.selectOptions(startMonth(), 'MARCH');
    await submit();
    await waitFor(() => expect(view.onDone).toHaveBeenCalledTimes(1));
    const [, init] = planCalls()[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      paymentPlan: 'QUARTERLY',
      paymentStartMonth: 'MARCH',
      iunderstandTerms: true,
      iagreeToTerms: true,
      tuitionFee: 600000,
      discountCode: '',
    });
    expect(getSessionUser()?.nativeState).toBe('PAYMENT_AGREEMENT');
  });

  it('logs a failed submit and says why, with the button enabled again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      'POST /api/native/fillPaymentAgreement': () => errorResponse(409, 'Not open yet', 'CONFLICT'),
    });
    const view = openForm();
    await view.user.click(screen.getByRole('checkbox', { name: /^I understand/ }));
    await view.user.click(screen.getByRole('checkbox', { name: /^I agree/ }));
    await choosePlan(view, /^Monthly/);
    await view.user.selectOptions(startMonth(), 'MARCH');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not open yet');
    expect(log).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(view.onDone).not.toHaveBeenCalled();
    log.mockRestore();
  });
});
