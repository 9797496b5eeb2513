import { paymentCopy as text } from '@intake/contracts/copy/payments';
import { formatNaira } from '@intake/contracts/enrolment';
import { messages } from '@intake/contracts/messages';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '@intake/contracts/payments';
import { Button, FileButton, Group, Modal, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { type Control, type UseFormRegister, useController, useForm } from 'react-hook-form';
import { FormError } from '../../../components/form/form-error';
import { errorMessage } from '../../../lib/api-error';
import { clearDraft, loadDraft, useFormDraft } from '../../../lib/form-draft';
import { useSessionUser } from '../../../lib/session';
import { usePaymentInstructionsQuery } from '../api/get-payment-instructions';
import { useUploadProofFileMutation } from '../api/upload-proof-file';
import { useUploadProofOfPaymentMutation } from '../api/upload-proof-of-payment';
import {
  emptyPaymentValues,
  isPaymentMethod,
  type PaymentValues,
  paymentBody,
  paymentDraftKey,
  paymentValuesProblem,
} from '../payment-values';
import { PROOF_ACCEPT, proofFileProblem, proofHint } from '../proof-file';
import { PaymentInstructionsBox } from './payment-instructions-box';

export type PaymentDialogProps = {
  onClose: () => void;
  /** The proof was accepted by the server: the caller shows 'Uploaded Successfully' and closes. */
  onUploaded: () => void;
};

/**
 * 'Kindly Confirm Payment' (docs/spec/portal-spec.md §2, §4, §5): what is owed and where to pay it (issue 19.7), then
 * the applicant picks how they paid, and 'Next' opens that method's own form. The proof file is uploaded as soon as it is chosen (`POST /api/files`),
 * so its address is kept with the typed values across a reload.
 *
 * Confirm Payment is disabled by a submit attempt and stays so after a validation failure; it is
 * enabled again when a server error is shown, or when the applicant changes any field (the way out
 * of a validation failure: the rule is "do not send the same wrong form twice").
 */
export function PaymentDialog({ onClose, onUploaded }: PaymentDialogProps) {
  const user = useSessionUser();
  const draftKey = paymentDraftKey(user?.id ?? 'anonymous');
  const { control, register, watch, getValues, setValue } = useForm<PaymentValues>({
    defaultValues: { ...emptyPaymentValues, ...loadDraft<PaymentValues>(draftKey) },
  });
  useFormDraft(draftKey, watch);

  const [stage, setStage] = useState<'choose' | 'details'>('choose');
  const [chooseError, setChooseError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [locked, setLocked] = useState(false);
  const submit = useUploadProofOfPaymentMutation();
  const inFlight = useRef(false);

  // Any edit (a typed character, a chosen method, an uploaded proof) lets the form be tried again.
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (!name || inFlight.current) return;
      setLocked(false);
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const method = watch('paymentMethod');
  const tuition = usePaymentInstructionsQuery().data?.tuition;

  const onNext = () => {
    if (!isPaymentMethod(method)) {
      setChooseError(messages.choosePaymentMethod);
      return;
    }
    setChooseError(null);
    setStage('details');
  };

  const onConfirm = async () => {
    if (inFlight.current) return;
    setLocked(true);
    const values = getValues();
    const problem = paymentValuesProblem(values);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    inFlight.current = true;
    try {
      const answer = await submit.mutateAsync(paymentBody(values));
      if (!answer.success) {
        setError(answer.message);
        setLocked(false);
        return;
      }
      clearDraft(draftKey);
      onUploaded();
    } catch (failure) {
      setError(errorMessage(failure));
      setLocked(false);
    } finally {
      inFlight.current = false;
    }
  };

  const title =
    stage === 'details' && isPaymentMethod(method) ? PAYMENT_METHOD_LABELS[method] : text.dialogTitle;

  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': 'Close' }}>
      {stage === 'choose' || !isPaymentMethod(method) ? (
        <Stack gap="sm">
          <PaymentInstructionsBox />
          <MethodChoice
            control={control}
            onChange={(next) => {
              // A proof uploaded for another method may not suit this one (USSD takes no PDF).
              if (next !== getValues('paymentMethod')) {
                setValue('transactionImageLink', '');
                setValue('proofFileName', '');
              }
            }}
          />
          <FormError message={chooseError} />
          <Button onClick={onNext}>{text.next}</Button>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void onConfirm();
          }}
        >
          <Stack gap="sm">
            <MethodFields
              method={method}
              register={register}
              amountDue={tuition ? formatNaira(tuition.amountDue) : undefined}
            />
            <ProofPicker
              method={method}
              fileName={watch('proofFileName')}
              onUploaded={(link, name) => {
                setValue('transactionImageLink', link, { shouldDirty: true });
                setValue('proofFileName', name, { shouldDirty: true });
              }}
            />
            <FormError message={error} />
            {/* Side by side from `xs` up; stacked on a phone, where 'Confirm Payment' did not fit half. */}
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Button variant="default" onClick={() => setStage('choose')} disabled={submit.isPending}>
                {text.back}
              </Button>
              <Button type="submit" loading={submit.isPending} disabled={locked || submit.isPending}>
                {text.confirmPayment}
              </Button>
            </SimpleGrid>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

function MethodChoice({
  control,
  onChange,
}: {
  control: Control<PaymentValues>;
  onChange: (method: PaymentMethod) => void;
}) {
  const { field } = useController({ control, name: 'paymentMethod' });
  return (
    <Radio.Group
      label={text.chooseMethod}
      value={field.value}
      onChange={(value) => {
        if (!isPaymentMethod(value)) return;
        onChange(value);
        field.onChange(value);
      }}
    >
      <Stack gap="xs" mt="xs">
        {PAYMENT_METHODS.map((option) => (
          <Radio key={option} value={option} label={PAYMENT_METHOD_LABELS[option]} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** The fields of one method, in the order the spec checks them (§5). */
function MethodFields({
  method,
  register,
  amountDue,
}: {
  method: PaymentMethod;
  register: UseFormRegister<PaymentValues>;
  /** Beside the amount paid, what is owed (when the cohort has a fee). */
  amountDue: string | undefined;
}) {
  return (
    <>
      <TextInput
        label={text.amountPaid}
        description={amountDue ? text.amountDueHint(amountDue) : undefined}
        inputMode="decimal"
        autoComplete="off"
        {...register('amountPaid')}
      />
      <TextInput
        label={text.transactionDate}
        placeholder={text.datePlaceholder}
        description={text.datePlaceholder}
        inputMode="numeric"
        maxLength={10}
        autoComplete="off"
        {...register('transactionDate')}
      />
      {method === 'ussd' && (
        <TextInput label={text.phoneNumber} type="tel" inputMode="numeric" {...register('phoneNumber')} />
      )}
      {method === 'bank deposit' && <TextInput label={text.depositorName} {...register('depositorName')} />}
      {method === 'bank transfer' && (
        <TextInput label={text.depositorAccountName} {...register('depositorAccountName')} />
      )}
      {method !== 'ussd' && (
        <>
          <TextInput label={text.bankName} {...register('originatingBankName')} />
          <TextInput label={text.depositorEmail} type="email" {...register('depositorEmail')} />
        </>
      )}
      <TextInput
        label={text.transactionReference}
        autoComplete="off"
        maxLength={100}
        {...register('transactionReference')}
      />
    </>
  );
}

type ProofPickerProps = {
  method: PaymentMethod;
  fileName: string;
  onUploaded: (link: string, name: string) => void;
};

/** Picks the proof and uploads it at once; a refused or failed upload says why below the picker. */
function ProofPicker({ method, fileName, onUploaded }: ProofPickerProps) {
  const upload = useUploadProofFileMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const resetInput = useRef<() => void>(null);

  const onChoose = async (file: File | null) => {
    resetInput.current?.();
    if (!file || upload.isPending) return;
    upload.reset();
    const reason = proofFileProblem(method, file);
    setProblem(reason);
    if (reason) return;
    try {
      const uploaded = await upload.mutateAsync(file);
      onUploaded(uploaded.secure_url, uploaded.original_filename || file.name);
    } catch (failure) {
      setProblem(errorMessage(failure));
    }
  };

  return (
    <Stack gap="xxs">
      <Text size="sm" fw={500}>
        {text.proofFile}
      </Text>
      <Group gap="sm" wrap="wrap">
        <FileButton
          onChange={(file) => void onChoose(file)}
          accept={PROOF_ACCEPT[method]}
          resetRef={resetInput}
          disabled={upload.isPending}
          inputProps={{ 'aria-label': text.proofFile }}
        >
          {(props) => (
            <Button {...props} variant="light" size="xs" loading={upload.isPending}>
              {upload.isPending ? text.uploading : text.chooseFile}
            </Button>
          )}
        </FileButton>
        {fileName && !upload.isPending && (
          <Text role="status" size="sm" c="teal.9" style={{ overflowWrap: 'anywhere' }}>
            {text.uploaded(fileName)}
          </Text>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {proofHint(method)}
      </Text>
      <FormError message={problem} />
    </Stack>
  );
}
