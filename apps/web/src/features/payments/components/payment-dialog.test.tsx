import { messages } from '@intake/contracts/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred, errorResponse, jsonResponse, noResponse, stubApi, testUser } from '../../../test/api-stub';
import { paymentDraftKey } from '../payment-values';
import { paymentInstructions, proofFile, renderSignedIn, uploadedAnswer } from '../test/render-feature';
import { PaymentDialog } from './payment-dialog';

const callsTo = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url) === path && (init?.method ?? 'GET') === method);

const INSTRUCTIONS = 'GET /api/native/paymentInstructions';

/** The API as the dialog meets it: what is owed and where to pay answers unless the test says otherwise. */
const stubDialogApi = (handlers: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({ [INSTRUCTIONS]: () => jsonResponse(200, paymentInstructions()), ...handlers });

function openDialog() {
  const onClose = vi.fn();
  const onUploaded = vi.fn();
  const view = renderSignedIn(<PaymentDialog onClose={onClose} onUploaded={onUploaded} />);
  return { ...view, onClose, onUploaded };
}

type View = ReturnType<typeof openDialog>;

async function choose(view: View, method: 'USSD' | 'Bank Deposit' | 'Bank Transfer') {
  const dialog = screen.getByRole('dialog', { name: 'Kindly Confirm Payment' });
  await view.user.click(within(dialog).getByRole('radio', { name: method }));
  await view.user.click(within(dialog).getByRole('button', { name: 'Next' }));
  return screen.getByRole('dialog', { name: method });
}

const confirmButton = () => screen.getByRole('button', { name: 'Confirm Payment' });

/** Presses Confirm Payment, expects `message`, and checks the button stays disabled. */
async function expectProblem(view: View, message: string) {
  await view.user.click(confirmButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(confirmButton()).toBeDisabled();
}

describe('payment dialog', () => {
  it('asks for a method before Next opens its form', async () => {
    const fetchMock = stubDialogApi();
    const view = openDialog();
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.choosePaymentMethod);
    expect(screen.getByRole('dialog', { name: 'Kindly Confirm Payment' })).toBeInTheDocument();
    for (const method of ['USSD', 'Bank Deposit', 'Bank Transfer']) {
      expect(screen.getByRole('radio', { name: method })).toBeInTheDocument();
    }
    // Nothing but what is owed and where to pay is asked for before a proof is sent.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/native/paymentInstructions']);
  });

  it('checks USSD in the spec order; the button stays disabled after a failure until a field changes', async () => {
    stubDialogApi();
    const view = openDialog();
    const dialog = await choose(view, 'USSD');
    expect(within(dialog).getByLabelText('Proof of payment')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png',
    );
    expect(within(dialog).queryByLabelText('Bank name')).not.toBeInTheDocument();

    await expectProblem(view, messages.enterAmount);
    await view.user.type(screen.getByLabelText('Amount paid (NGN)'), '50000');
    expect(confirmButton()).toBeEnabled();
    await expectProblem(view, messages.enterTransactionDate);
    await view.user.type(screen.getByLabelText('Transaction date'), '2027-02-03');
    await expectProblem(view, messages.transactionDateFormat);
    await view.user.clear(screen.getByLabelText('Transaction date'));
    await view.user.type(screen.getByLabelText('Transaction date'), '03-02-2027');
    await expectProblem(view, messages.enterPhoneNumber);
    await view.user.type(screen.getByLabelText('Phone number used'), '08012345678');
    await expectProblem(view, messages.uploadProofOfPayment);
  });

  it('checks Bank Deposit in the spec order', async () => {
    stubDialogApi();
    const view = openDialog();
    const dialog = await choose(view, 'Bank Deposit');
    expect(within(dialog).getByLabelText('Proof of payment')).toHaveAttribute(
      'accept',
      'image/*,application/pdf',
    );
    await view.user.type(screen.getByLabelText('Amount paid (NGN)'), '150000');
    await view.user.type(screen.getByLabelText('Transaction date'), '03-02-2027');
    await expectProblem(view, messages.depositorName);
    await view.user.type(screen.getByLabelText("Depositor's name"), 'Ada Obi');
    await expectProblem(view, messages.bankName);
    await view.user.type(screen.getByLabelText('Bank name'), 'First Bank');
    await expectProblem(view, messages.uploadProofOfPayment);
  });

  it('checks Bank Transfer in the spec order', async () => {
    stubDialogApi();
    const view = openDialog();
    const dialog = await choose(view, 'Bank Transfer');
    expect(within(dialog).getByLabelText('Proof of payment')).toHaveAttribute(
      'accept',
      'image/*,application/pdf',
    );
    await expectProblem(view, messages.enterAmount);
    await view.user.type(screen.getByLabelText('Amount paid (NGN)'), '150000');
    await view.user.type(screen.getByLabelText('Transaction date'), '03-02-2027');
    await expectProblem(view, messages.enterAccountName);
    await view.user.type(screen.getByLabelText('Account name'), 'Ada Obi');
    await expectProblem(view, messages.enterBankName);
    await view.user.type(screen.getByLabelText('Bank name'), 'First Bank');
    await expectProblem(view, messages.uploadProofOfPayment);
  });

  it('refuses a PDF for USSD before sending anything', async () => {
    const fetchMock = stubDialogApi();
    const view = openDialog();
    const dialog = await choose(view, 'USSD');
    fireEvent.change(within(dialog).getByLabelText('Proof of payment'), {
      target: { files: [proofFile('receipt.pdf', 'application/pdf')] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please choose a JPEG or PNG picture of your receipt.',
    );
    // Nothing but what is owed and where to pay is asked for before a proof is sent.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/native/paymentInstructions']);
  });

  it('uploads the proof, then sends the method’s fields with its secure_url; success reports back', async () => {
    const sent = deferred<Response>();
    const fetchMock = stubDialogApi({
      'POST /api/files': () => jsonResponse(201, uploadedAnswer('receipt.pdf', 'pdf')),
      'POST /api/native/uploadProofOfPayment': () => sent.promise,
    });
    const view = openDialog();
    const dialog = await choose(view, 'Bank Transfer');
    await view.user.type(screen.getByLabelText('Amount paid (NGN)'), '150000');
    await view.user.type(screen.getByLabelText('Transaction date'), '03-02-2027');
    await view.user.type(screen.getByLabelText('Account name'), 'Ada Obi');
    await view.user.type(screen.getByLabelText('Bank name'), 'First Bank');
    await view.user.upload(
      within(dialog).getByLabelText('Proof of payment'),
      proofFile('receipt.pdf', 'application/pdf'),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Uploaded: receipt.pdf');
    const [, uploadInit] = callsTo(fetchMock, 'POST', '/api/files')[0] ?? [];
    expect((uploadInit?.body as FormData | undefined)?.get('file')).toBeInstanceOf(File);

    await view.user.click(confirmButton());
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/native/uploadProofOfPayment')).toHaveLength(1),
    );
    expect(confirmButton()).toBeDisabled();
    const [, init] = callsTo(fetchMock, 'POST', '/api/native/uploadProofOfPayment')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      paymentMethod: 'bank transfer',
      amountPaid: 150000,
      transactionDate: '03-02-2027',
      transactionImageLink: uploadedAnswer().secure_url,
      phoneNumber: '',
      depositorName: '',
      depositorAccountName: 'Ada Obi',
      originatingBankName: 'First Bank',
      depositorEmail: '',
      transactionReference: '',
    });
    sent.resolve(jsonResponse(200, { success: true, message: 'Proof received' }));
    await waitFor(() => expect(view.onUploaded).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(paymentDraftKey(testUser.id))).toBeNull();
  });

  it("shows the server's message in the dialog and enables Confirm Payment again", async () => {
    let answer = () => errorResponse(409, 'A proof of payment is already awaiting confirmation', 'CONFLICT');
    const fetchMock = stubDialogApi({
      'POST /api/files': () => jsonResponse(201, uploadedAnswer()),
      'POST /api/native/uploadProofOfPayment': () => answer(),
    });
    const view = openDialog();
    const dialog = await choose(view, 'USSD');
    await view.user.type(screen.getByLabelText('Amount paid (NGN)'), '50000');
    await view.user.type(screen.getByLabelText('Transaction date'), '03-02-2027');
    await view.user.type(screen.getByLabelText('Phone number used'), '08012345678');
    await view.user.upload(within(dialog).getByLabelText('Proof of payment'), proofFile());
    await screen.findByRole('status');
    await view.user.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A proof of payment is already awaiting confirmation',
    );
    expect(confirmButton()).toBeEnabled();
    expect(view.onUploaded).not.toHaveBeenCalled();

    answer = () => jsonResponse(200, { success: true, message: 'ok' });
    await view.user.click(confirmButton());
    await waitFor(() => expect(view.onUploaded).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'POST', '/api/native/uploadProofOfPayment')).toHaveLength(2);
  });

  it('asks to connect when the send gets no answer, with the button enabled again', async () => {
    stubDialogApi({
      'POST /api/files': () => jsonResponse(201, uploadedAnswer()),
      'POST /api/native/uploadProofOfPayment': noResponse,
    });
    const view = openDialog();
    const dialog = await choose(view, 'USSD');
    await view.user.type(screen.getByLabelText('Amount paid (NGN)'), '50000');
    await view.user.type(screen.getByLabelText('Transaction date'), '03-02-2027');
    await view.user.type(screen.getByLabelText('Phone number used'), '08012345678');
    await view.user.upload(within(dialog).getByLabelText('Proof of payment'), proofFile());
    await screen.findByRole('status');
    await view.user.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.noResponse);
    expect(confirmButton()).toBeEnabled();
  });

  it('keeps what was typed, and the uploaded proof, across a reload', async () => {
    stubDialogApi({ 'POST /api/files': () => jsonResponse(201, uploadedAnswer()) });
    const view = openDialog();
    const dialog = await choose(view, 'USSD');
    await view.user.type(screen.getByLabelText('Amount paid (NGN)'), '50000');
    await view.user.upload(within(dialog).getByLabelText('Proof of payment'), proofFile());
    await screen.findByRole('status');
    view.unmount();

    const again = openDialog();
    expect(screen.getByRole('radio', { name: 'USSD' })).toBeChecked();
    await again.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Amount paid (NGN)')).toHaveValue('50000');
    expect(screen.getByRole('status')).toHaveTextContent('Uploaded: receipt.png');
  });

  it('says what is owed and where to pay it, and shows the amount due beside the amount paid (issue 19.7)', async () => {
    stubDialogApi({
      [INSTRUCTIONS]: () =>
        jsonResponse(
          200,
          paymentInstructions({
            tuition: {
              tuitionFee: 600_000,
              discountAmount: 50_000,
              tuitionPaid: 150_000,
              amountDue: 400_000,
            },
          }),
        ),
    });
    const view = openDialog();
    const box = await screen.findByRole('region', { name: 'What to pay, and where' });
    for (const text of [
      'Amount due',
      'NGN 400,000.00',
      'NGN 600,000.00',
      'NGN 50,000.00',
      'NGN 150,000.00',
      'Lagos Savings Bank',
      'Intake School Fees',
      '0123456789',
      '*737*2*1#',
      'Use your e-mail address as the reference.',
    ]) {
      expect(within(box).getByText(text)).toBeInTheDocument();
    }
    expect(within(box).queryByText(/contact the school/)).not.toBeInTheDocument();
    await choose(view, 'Bank Transfer');
    expect(screen.getByLabelText('Amount paid (NGN)')).toHaveAccessibleDescription(
      'Amount due: NGN 400,000.00',
    );
  });

  it('asks the applicant to contact the school for what the school has not set, never showing empty fields', async () => {
    const nothing = { bankName: null, accountName: null, accountNumber: null, ussdCode: null, note: null };
    stubDialogApi({
      [INSTRUCTIONS]: () => jsonResponse(200, paymentInstructions({ tuition: null, account: nothing })),
    });
    openDialog();
    const box = await screen.findByRole('region', { name: 'What to pay, and where' });
    expect(box).toHaveTextContent(
      'Please contact the school for the amount due and where to pay at fees@intake.school.',
    );
    expect(within(box).getByRole('link', { name: 'fees@intake.school' })).toHaveAttribute(
      'href',
      'mailto:fees@intake.school',
    );
    expect(within(box).queryByText('Amount due')).not.toBeInTheDocument();
    expect(within(box).queryByText('Account number')).not.toBeInTheDocument();
  });
});
