import { authErrors } from '@intake/contracts/errors/auth';
import { appError } from '../../lib/app-error.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';

let common: Set<string> | undefined;

/** Whether the password is one of the 3,000 most common, ignoring case (the set is built once). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS.split('\n'));
  return common.has(password.toLowerCase());
}

/** Refuses a common password with the contract's message (400), before anything is changed. */
export function assertPasswordNotCommon(password: string) {
  if (isCommonPassword(password)) throw appError(authErrors.passwordTooCommon);
}
