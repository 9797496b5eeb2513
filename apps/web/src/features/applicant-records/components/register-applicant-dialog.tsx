import { recordsCopy } from '@intake/contracts/copy/applicant-records';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { LazyModal } from '../../../components/dialogs/lazy-modal';
import { PageLoader } from '../../../components/layout/page-loader';

// The form brings react-hook-form and the dial codes; staff open it now and then, so the records
// screen does not download it until then.
const RegisterApplicantForm = lazy(() => import('./register-applicant-form'));

type RegisterApplicantDialogProps = { opened: boolean; onClose: () => void };

/**
 * 'Register an Applicant' (issue 4): staff enter one application with the apply form's fields,
 * checked by the same contract schema; the server mails the applicant a create-password link.
 */
export function RegisterApplicantDialog({ opened, onClose }: RegisterApplicantDialogProps) {
  // A phone gets the whole screen for the form.
  const phone = useMediaQuery('(max-width: 30em)') ?? false;
  return (
    <LazyModal
      opened={opened}
      onClose={onClose}
      title={recordsCopy.registerDialog.title}
      size="lg"
      fullScreen={phone}
    >
      {opened && (
        <Suspense fallback={<PageLoader />}>
          <RegisterApplicantForm onClose={onClose} />
        </Suspense>
      )}
    </LazyModal>
  );
}
