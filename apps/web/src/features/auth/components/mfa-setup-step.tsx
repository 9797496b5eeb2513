import type { UserData } from '@intake/contracts';
import { mfaCopy } from '@intake/contracts/copy/auth';
import { saveSession } from '../../../lib/session';
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
      <p>{mfaCopy.setupRequired}</p>
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
