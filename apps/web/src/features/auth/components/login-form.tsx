import type { UserData } from '@intake/contracts';
import { LOGIN_MESSAGE_MS } from '@intake/contracts/constants';
import { copy } from '@intake/contracts/copy/shared';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { PasswordField } from '../../../components/light/password-field';
import { TextField } from '../../../components/light/text-field';
import { errorMessage } from '../../../lib/api-error';
import { lazyFirstIssueResolver } from '../../../lib/first-issue-resolver';
import { useLightForm } from '../../../lib/light-form';
import { useIdlePrefetch } from '../../../lib/use-idle-prefetch';
import { type LoginOutcome, logInAndSaveSession } from '../api/login';
import { useSignInRedirect } from '../use-sign-in-redirect';

// zod and the schema stay out of the first paint of /login; the contract schema validates once loaded.
const loginValidation = lazyFirstIssueResolver(() =>
  import('@intake/contracts/auth').then((contracts) => contracts.loginSchema),
);

// The two-factor steps load only when a staff login asks for them, so /login stays light.
const MfaCodeStep = lazy(() => import('./mfa-code-step'));
const MfaSetupStep = lazy(() => import('./mfa-setup-step'));

type SecondStep = Exclude<LoginOutcome, { kind: 'signedIn' }>;

type LoginFormProps = {
  /** Runs after log-in, before the redirect; resolves to the user data to redirect by. */
  beforeRedirect?: (user: UserData) => Promise<UserData>;
  /**
   * The public links under the form ('Become a Native', 'Forgot your password?'): shown with the
   * e-mail and password only, not on the staff two-factor steps, where they mean nothing.
   */
  children?: ReactNode;
};

export function LoginForm({ beforeRedirect, children }: LoginFormProps) {
  const redirect = useSignInRedirect();
  const [serverError, setServerError] = useState<string | null>(null);
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  const { register, handleSubmit, formError, isSubmitting, clearFormError } = useLightForm({
    defaultValues: { email: '', password: '' },
    resolver: loginValidation.resolver,
  });
  useIdlePrefetch(loginValidation.prefetch);

  // docs/spec/portal-spec.md §5: the form's own messages go away after four seconds, counted from when each is shown.
  const clearTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(clearTimer.current), []);
  const clearValidationMessageLater = () => {
    window.clearTimeout(clearTimer.current);
    clearTimer.current = window.setTimeout(clearFormError, LOGIN_MESSAGE_MS);
  };

  const finishSignIn = async (user: UserData) => {
    await redirect(beforeRedirect ? await beforeRedirect(user) : user);
  };

  const onSubmit = handleSubmit(
    async (credentials) => {
      setServerError(null);
      try {
        const outcome = await logInAndSaveSession(credentials);
        if (outcome.kind === 'signedIn') await finishSignIn(outcome.user);
        else setSecondStep(outcome);
      } catch (error) {
        setServerError(errorMessage(error));
      }
    },
    () => {
      setServerError(null);
      clearValidationMessageLater();
    },
  );

  if (secondStep) {
    return (
      <Suspense fallback={null}>
        {secondStep.kind === 'mfaRequired' ? (
          <MfaCodeStep
            mfaToken={secondStep.mfaToken}
            onSignedIn={finishSignIn}
            onRestart={() => setSecondStep(null)}
          />
        ) : (
          <MfaSetupStep
            mfaToken={secondStep.mfaToken}
            onSignedIn={finishSignIn}
            onRestart={() => setSecondStep(null)}
          />
        )}
      </Suspense>
    );
  }

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="light-stack">
        <TextField label={copy.email} type="email" autoComplete="email" {...register('email')} />
        <PasswordField label={copy.password} autoComplete="current-password" {...register('password')} />
        <FormError message={formError ?? serverError} />
        <SubmitButton pending={isSubmitting}>{copy.logIn}</SubmitButton>
      </form>
      {children}
    </>
  );
}
