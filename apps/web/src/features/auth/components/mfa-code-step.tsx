import type { UserData } from '@intake/contracts';
import { mfaCopy } from '@intake/contracts/copy/auth';
import { errorCodes } from '@intake/contracts/error-codes';
import { type FormEvent, useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/light/text-field';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { saveSession } from '../../../lib/session';
import { logInWithCode } from '../api/mfa';

type MfaCodeStepProps = {
  mfaToken: string;
  /** Runs with the signed-in user (the redirect by role). */
  onSignedIn: (user: UserData) => Promise<void>;
  /** Back to the e-mail and password, e.g. when the step has expired. */
  onRestart: () => void;
};

/** The second step of a staff login: a code from the authenticator app, or one recovery code. */
export default function MfaCodeStep({ mfaToken, onSignedIn, onRestart }: MfaCodeStepProps) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setPending(true);
    try {
      const answer = await logInWithCode(
        useRecovery ? { mfaToken, recoveryCode: value.trim() } : { mfaToken, code: value.replace(/\s/g, '') },
      );
      await onSignedIn(saveSession(answer.accessToken));
    } catch (caught) {
      setError(errorMessage(caught));
      setExpired(caught instanceof ApiError && caught.code === errorCodes.mfaTokenInvalid);
      setPending(false);
    }
  };

  const switchMode = () => {
    setUseRecovery(!useRecovery);
    setValue('');
    setError(null);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="light-stack" aria-label={mfaCopy.title}>
      <h2 className="light-label">{mfaCopy.title}</h2>
      <p>{useRecovery ? mfaCopy.recoveryHint : mfaCopy.codeHint}</p>
      {useRecovery ? (
        <TextField
          key="recovery"
          label={mfaCopy.recoveryLabel}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      ) : (
        <TextField
          key="code"
          label={mfaCopy.codeLabel}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          value={value}
          onChange={(event) => setValue(event.target.value.replace(/\D/g, ''))}
        />
      )}
      <FormError message={error} />
      {expired ? (
        <button type="button" className="light-button" data-variant="filled" onClick={onRestart}>
          {mfaCopy.startAgain}
        </button>
      ) : (
        <SubmitButton pending={pending} disabled={useRecovery ? !value.trim() : value.length !== 6}>
          {mfaCopy.verify}
        </SubmitButton>
      )}
      <button type="button" className="light-link" onClick={switchMode}>
        {useRecovery ? mfaCopy.useAppCode : mfaCopy.useRecoveryCode}
      </button>
    </form>
  );
}
