import type { MfaSetupResponse } from '@intake/contracts/auth';
import { type FormEvent, useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/light/text-field';
import { errorMessage } from '../../../lib/api-error';
import { saveBlob } from '../../../lib/save-blob';
import { confirmMfaSetup, startMfaSetup } from '../api/mfa';

export const enrolmentCopy = {
  intro:
    'Two-factor sign-in asks for a code from an authenticator app (such as Google Authenticator, Microsoft Authenticator, 1Password or Aegis) each time you log in.',
  start: 'Set up two-factor sign-in',
  step1: 'Add this account to your authenticator app: paste the setup link, or type the key.',
  setupLink: 'Setup link',
  key: 'Key',
  step2: 'Then enter the 6-digit code the app shows.',
  codeLabel: 'Authentication code',
  confirm: 'Turn on',
  savedTitle: 'Two-factor sign-in is on',
  saveCodes:
    'Save these recovery codes somewhere safe. Each works once, if you lose your phone. They are shown only now.',
  done: 'I have saved these codes',
  copyCodes: 'Copy codes',
  copied: 'Copied',
  copyFailed: 'Copying is not allowed here: select the codes and copy them, or download them.',
  downloadCodes: 'Download codes',
  printCodes: 'Print codes',
  cancel: 'Cancel',
  codesFileName: 'recovery-codes.txt',
} as const;

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
        <strong>{enrolmentCopy.savedTitle}</strong>
        <p>{enrolmentCopy.saveCodes}</p>
        <ul aria-label="Recovery codes" style={{ fontFamily: 'monospace', columns: 2, margin: 0 }}>
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
          {enrolmentCopy.done}
        </button>
      </div>
    );
  }

  if (!setup) {
    return (
      <div className="light-stack">
        <p>{enrolmentCopy.intro}</p>
        <FormError message={error} />
        <button
          type="button"
          className="light-button"
          data-variant="filled"
          disabled={pending}
          aria-busy={pending}
          onClick={() => run(async () => setSetup(await startMfaSetup(mfaToken)))}
        >
          {enrolmentCopy.start}
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
      <p>{enrolmentCopy.step1}</p>
      <TextField label={enrolmentCopy.setupLink} readOnly value={setup.otpauthUri} onFocus={selectAll} />
      <TextField label={enrolmentCopy.key} readOnly value={groupsOfFour(setup.secret)} onFocus={selectAll} />
      <p>{enrolmentCopy.step2}</p>
      <TextField
        label={enrolmentCopy.codeLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
      />
      <FormError message={error} />
      <SubmitButton pending={pending} disabled={code.length !== 6}>
        {enrolmentCopy.confirm}
      </SubmitButton>
      <CancelButton onCancel={onCancel} />
    </form>
  );
}

function CancelButton({ onCancel }: { onCancel: (() => void) | undefined }) {
  if (!onCancel) return null;
  return (
    <button type="button" className="light-button" data-variant="outline" onClick={onCancel}>
      {enrolmentCopy.cancel}
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
    saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), enrolmentCopy.codesFileName);
  return (
    <>
      <div className="light-row" style={{ flexWrap: 'wrap' }}>
        <button type="button" className="light-button" data-variant="outline" onClick={copyCodes}>
          {copyState === 'copied' ? enrolmentCopy.copied : enrolmentCopy.copyCodes}
        </button>
        <button type="button" className="light-button" data-variant="outline" onClick={downloadCodes}>
          {enrolmentCopy.downloadCodes}
        </button>
        <button type="button" className="light-button" data-variant="outline" onClick={() => window.print()}>
          {enrolmentCopy.printCodes}
        </button>
      </div>
      <p role="status">{copyState === 'failed' ? enrolmentCopy.copyFailed : ''}</p>
    </>
  );
}

const groupsOfFour = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');
const selectAll = (event: { currentTarget: HTMLInputElement }) => event.currentTarget.select();
