import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, errorResponse, jsonResponse, stubApi } from '../../../test/api-stub';
import {
  callsTo,
  confirmAction,
  findConfirmation,
  findFailureToast,
  findSuccessToast,
  jsonBody,
  renderAsAdmin,
  theCallTo,
} from '../test/render-console';
import { DiscountCodePanel } from './discount-code-panel';

const URL_ = '/api/summerSchool/discountCode';
const DELETE_SENTENCE =
  'Delete the discount code SUMMER25? Applicants can no longer use it, and it cannot be brought back.';
const code = {
  code: 'SUMMER25',
  discountOwner: 'Lagos Tech Hub',
  numberOfValidRegistration: 12,
  discountAmount: 25000,
};
const saved = (message: string) => jsonResponse(200, { message, discountCode: code });

async function fill(user: ReturnType<typeof renderAsAdmin>['user'], owner = true) {
  if (owner) await user.type(screen.getByLabelText('Owner'), 'Lagos Tech Hub');
  await user.type(screen.getByLabelText('Code'), 'SUMMER25');
  await user.type(screen.getByLabelText('Number of valid registrations'), '12');
  await user.type(screen.getByLabelText('Discount amount (NGN)'), '25000');
}

describe('Summer School Discount Code Generator', () => {
  it('lists the codes with their remaining uses, asked for with the bearer', async () => {
    const fetchMock = stubApi({ [`GET ${URL_}`]: () => jsonResponse(200, [code]) });
    renderAsAdmin(<DiscountCodePanel />);
    const table = await screen.findByRole('table', { name: 'Codes' });
    const row = within(table).getByText('SUMMER25').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Lagos Tech Hub');
    expect(row).toHaveTextContent('12');
    expect(row).toHaveTextContent('NGN 25,000.00');
    expect(within(table).getByRole('columnheader', { name: 'Remaining uses' })).toBeInTheDocument();
    theCallTo(fetchMock, 'GET', URL_);
  });

  it('creates a code by POST and says so', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubApi({
      [`GET ${URL_}`]: () => jsonResponse(200, []),
      [`POST ${URL_}`]: () => answer.promise,
    });
    const { user } = renderAsAdmin(<DiscountCodePanel />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    for (const name of ['Create', 'Update', 'Delete'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
    answer.resolve(saved('created'));
    expect(await findSuccessToast()).toHaveTextContent('Discount code created successfully');
    expect(jsonBody(theCallTo(fetchMock, 'POST', URL_))).toEqual({
      discountOwner: 'Lagos Tech Hub',
      code: 'SUMMER25',
      numberOfValidRegistration: 12,
      discountAmount: 25000,
    });
    // The list is read again.
    expect(callsTo(fetchMock, 'GET', URL_).length).toBeGreaterThanOrEqual(2);
  });

  it('updates a code by PATCH without the owner and says so', async () => {
    const fetchMock = stubApi({
      [`GET ${URL_}`]: () => jsonResponse(200, [code]),
      [`PATCH ${URL_}`]: () => saved('u'),
    });
    const { user } = renderAsAdmin(<DiscountCodePanel />);
    await fill(user, false);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await findSuccessToast()).toHaveTextContent('Discount code updated successful');
    expect(jsonBody(theCallTo(fetchMock, 'PATCH', URL_))).toEqual({
      code: 'SUMMER25',
      numberOfValidRegistration: 12,
      discountAmount: 25000,
    });
  });

  it("deletes a code by DELETE and shows the server's sentence", async () => {
    const fetchMock = stubApi({
      [`GET ${URL_}`]: () => jsonResponse(200, [code]),
      [`DELETE ${URL_}/SUMMER25`]: () => jsonResponse(200, { message: 'Discount code deleted successfully' }),
    });
    const { user } = renderAsAdmin(<DiscountCodePanel />);
    await user.type(screen.getByLabelText('Code'), ' SUMMER25 ');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await findConfirmation(DELETE_SENTENCE);
    // Nothing is deleted before the admin confirms, nor when they cancel.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(callsTo(fetchMock, 'DELETE', `${URL_}/SUMMER25`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE', `${URL_}/SUMMER25`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await confirmAction(user, 'Delete', DELETE_SENTENCE);
    expect(await findSuccessToast()).toHaveTextContent('Discount code deleted successfully');
    expect(theCallTo(fetchMock, 'DELETE', `${URL_}/SUMMER25`).body).toBeUndefined();
    expect(callsTo(fetchMock, 'PATCH', URL_)).toHaveLength(0);
  });

  it.each([
    ['Create', 'POST', URL_],
    ['Update', 'PATCH', URL_],
    ['Delete', 'DELETE', `${URL_}/SUMMER25`],
  ])("%s failure shows the server's message", async (button, method, path) => {
    stubApi({
      [`GET ${URL_}`]: () => jsonResponse(200, []),
      [`${method} ${path}`]: () => errorResponse(409, 'This code already exists.', 'CONFLICT'),
    });
    const { user } = renderAsAdmin(<DiscountCodePanel />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: button }));
    if (button === 'Delete') await confirmAction(user, 'Delete', DELETE_SENTENCE);
    expect(await findFailureToast()).toHaveTextContent('This code already exists.');
  });

  it('asks for the numbers and the owner before creating, without calling', async () => {
    const fetchMock = stubApi({ [`GET ${URL_}`]: () => jsonResponse(200, []) });
    const { user } = renderAsAdmin(<DiscountCodePanel />);
    await user.type(screen.getByLabelText('Code'), 'SUMMER25');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please fill in the code, the number of registrations and the amount',
    );
    expect(callsTo(fetchMock, 'POST', URL_)).toHaveLength(0);
  });
});
