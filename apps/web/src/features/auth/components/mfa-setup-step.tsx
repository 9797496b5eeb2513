import type { UserData } from '@intake/contracts';
import { saveSession } from '../../../lib/session';
import { mfaCopy } from './mfa-code-step';
import { MfaEnrolment } from './mfa-enrolment';

type MfaSetupStepProps = {
  mfaToken: string;
  onSignedIn: (user: UserData) => Promise<void>;
  /** Cancel: back to the e-mail and password. */
  onRestart: () => void;
};

/** After a staff login under STAFF_MFA=required without two-factor sign-in: set it up, then go on. */
export default function MfaSetupStep({ mfaToken, onSignedIn, onRestart }: MfaSetupStepProps) {
  return (
    <section className="light-stack" aria-label={mfaCopy.title}>
      <h2 className="light-label">{mfaCopy.title}</h2>
      <p>Your school asks every staff account to use two-factor sign-in. Please set it up to continue.</p>
      <MfaEnrolment
        mfaToken={mfaToken}
        onCancel={onRestart}
        onDone={async (accessToken) => {
          if (accessToken) await onSignedIn(saveSession(accessToken));
        }}
      />
    </section>
  );
}
