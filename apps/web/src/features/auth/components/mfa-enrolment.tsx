import type { MfaSetupResponse } from '@intake/contracts/auth';
import { mfaEnrolmentCopy } from '@intake/contracts/copy/auth';
import { type FormEvent, useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/light/text-field';
import { errorMessage } from '../../../lib/api-error';
import { saveBlob } from '../../../lib/save-blob';
import { confirmMfaSetup, startMfaSetup } from '../api/mfa';

type MfaEnrolmentProps = {
  /** The login's setup-only token; without it the stored session is used. */
  mfaToken?: string;
  /** After the recovery codes were shown; with a setup-only token, the new session's access token. */
  onDone: (accessToken: string | undefined) => void | Promise<void>;
  /** Leaves set-up before it is on (back to log in, or closes the dialog). */
  onCancel?: () => void;
};

/** Setting up TOTP: the secret and otpauth URI, a first code, then the recovery codes, shown once. */
export function MfaEnrolment({ mfaToken, onDone, onCancel }: MfaEnrolmentProps) {
  const [setup, setSetup] = useState<MfaSetupResponse | null>(null);
  const [result, setResult] = useState<{ recoveryCodes: string[]; accessToken?: string | undefined } | null>(
    null,
  );
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: () => Promise<void>) => {
    setError(null);
    setPending(true);
    try {
      await action();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setPending(false);
    }
  };

  if (result) {
    return (
      <div className="light-stack">
        <strong>{mfaEnrolmentCopy.savedTitle}</strong>
        <p>{mfaEnrolmentCopy.saveCodes}</p>
        <ul
          aria-label={mfaEnrolmentCopy.codesListLabel}
          style={{ fontFamily: 'monospace', columns: 2, margin: 0 }}
        >
          {result.recoveryCodes.map((recoveryCode) => (
            <li key={recoveryCode}>{recoveryCode}</li>
          ))}
        </ul>
        <RecoveryCodeActions codes={result.recoveryCodes} />
        <button
          type="button"
          className="light-button"
          data-variant="filled"
          onClick={() => void onDone(result.accessToken)}
        >
          {mfaEnrolmentCopy.done}
        </button>
      </div>
    );
  }

  if (!setup) {
    return (
      <div className="light-stack">
        <p>{mfaEnrolmentCopy.intro}</p>
        <FormError message={error} />
        <button
          type="button"
          className="light-button"
          data-variant="filled"
          disabled={pending}
          aria-busy={pending}
          onClick={() => run(async () => setSetup(await startMfaSetup(mfaToken)))}
        >
          {mfaEnrolmentCopy.start}
        </button>
        <CancelButton onCancel={onCancel} />
      </div>
    );
  }

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => setResult(await confirmMfaSetup(code, mfaToken)));
  };

  return (
    <form onSubmit={onConfirm} noValidate className="light-stack">
      <p>{mfaEnrolmentCopy.step1}</p>
      <TextField label={mfaEnrolmentCopy.setupLink} readOnly value={setup.otpauthUri} onFocus={selectAll} />
      <TextField
        label={mfaEnrolmentCopy.key}
        readOnly
        value={groupsOfFour(setup.secret)}
        onFocus={selectAll}
      />
      <p>{mfaEnrolmentCopy.step2}</p>
      <TextField
        label={mfaEnrolmentCopy.codeLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
      />
      <FormError message={error} />
      <SubmitButton pending={pending} disabled={code.length !== 6}>
        {mfaEnrolmentCopy.confirm}
      </SubmitButton>
      <CancelButton onCancel={onCancel} />
    </form>
  );
}

function CancelButton({ onCancel }: { onCancel: (() => void) | undefined }) {
  if (!onCancel) return null;
  return (
    <button type="button" className="light-button" data-variant="outline" onClick={onCancel}>
      {mfaEnrolmentCopy.cancel}
    </button>
  );
}

/** Recovery codes are shown once: they can be copied, saved as a file or printed before leaving. */
function RecoveryCodeActions({ codes }: { codes: string[] }) {
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const text = `${codes.join('\n')}\n`;
  const copyCodes = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };
  const downloadCodes = () =>
    saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), mfaEnrolmentCopy.codesFileName);
  return (
    <>
      <div className="light-row" style={{ flexWrap: 'wrap' }}>
        <button type="button" className="light-button" data-variant="outline" onClick={copyCodes}>
          {copyState === 'copied' ? mfaEnrolmentCopy.copied : mfaEnrolmentCopy.copyCodes}
        </button>
        <button type="button" className="light-button" data-variant="outline" onClick={downloadCodes}>
          {mfaEnrolmentCopy.downloadCodes}
        </button>
        <button type="button" className="light-button" data-variant="outline" onClick={() => window.print()}>
          {mfaEnrolmentCopy.printCodes}
        </button>
      </div>
      <p role="status">{copyState === 'failed' ? mfaEnrolmentCopy.copyFailed : ''}</p>
    </>
  );
}

const groupsOfFour = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');
const selectAll = (event: { currentTarget: HTMLInputElement }) => event.currentTarget.select();
