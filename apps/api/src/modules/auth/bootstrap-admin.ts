import { randomBytes } from 'node:crypto';
import { countUsersWithRole, insertUser } from '../../core/users.repository.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';

const DEFAULT_ADMIN_EMAIL = 'admin@intake.local';

/**
 * Creates the first admin when there is none: from ADMIN_EMAIL / ADMIN_PASSWORD, or with a
 * generated password printed once to the console.
 */
export async function ensureFirstAdmin(deps: ServiceDeps<'db' | 'config'>) {
  if ((await countUsersWithRole(deps.db, 'ADMIN')) > 0) return;
  const email = deps.config.admin.email ?? DEFAULT_ADMIN_EMAIL;
  const password = deps.config.admin.password ?? randomBytes(12).toString('base64url');
  try {
    await insertUser(deps.db, {
      email,
      firstName: 'Admin',
      lastName: 'Intake',
      role: 'ADMIN',
      passwordHash: await hashPassword(password),
      passwordChangedAt: new Date(),
    });
  } catch (error) {
    // Another process created it first.
    if (isUniqueViolation(error)) return;
    throw error;
  }
  if (!deps.config.admin.password) {
    console.log(
      `\nFirst admin created. Log in as ${email} with the password ${password}\n(It is shown only this once.)\n`,
    );
  }
}
