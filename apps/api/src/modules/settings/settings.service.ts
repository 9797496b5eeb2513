import { createHash } from 'node:crypto';
import {
  type ApplicationsStatus,
  DEFAULT_SCHOOL,
  IMAGE_FORMATS,
  type PaymentAccount,
  type PublicConfig,
  SCHOOL_LOGO_MAX_BYTES,
  type SchoolIdentity,
  type SchoolSettings,
} from '@intake/contracts';
import { schoolLogo } from '@intake/contracts/endpoints/settings';
import { settingsErrors } from '@intake/contracts/errors/settings';
import { DEFAULT_NAIRA_PER_SMS_UNIT, type SmsUnitCost } from '@intake/contracts/message-timeline';
import type { Config } from '../../config.ts';
import { findCurrentCohortId } from '../../core/applicants.repository.ts';
import { findCohortOpenAt, findNextBoundary, findWindowState } from '../../core/cohort-windows.repository.ts';
import type { Executor } from '../../db/client.ts';
import { appError } from '../../lib/app-error.ts';
import { detectFileType } from '../../lib/file-type.ts';
import { formatSchoolDate, formatSchoolTime } from '../../lib/school-time.ts';
import { findSetting, findSettings, upsertSetting } from './settings.repository.ts';

const APPLICATION_WINDOW = 'applicationWindow';
/** What an admin saved in the console's School panel. */
const SCHOOL = 'school';
/** The environment's school settings and the portal's address, written at every start. */
const SCHOOL_DEFAULTS = 'schoolDefaults';
/** The uploaded logo's bytes, served at the schoolLogo call's path. */
const SCHOOL_LOGO = 'schoolLogo';
/** Where tuition is paid, as an admin saved it in the console (all fields at once). */
const PAYMENT_ACCOUNT = 'paymentAccount';

type SavedSchool = Partial<SchoolSettings> & { logoVersion?: string };
type SchoolDefaults = { identity: SchoolIdentity; publicUrl: string };
type StoredLogo = { mimeType: string; base64: string };

/** An admin's last Start or Stop Application, and when (older saves have no `at`). */
type ManualSwitch = { open: boolean; at?: string };

/**
 * Whether applications are open at `now`, and who decides it
 * (docs/decisions/0078-cohorts-with-windows-and-seats.md): an admin's Start or Stop holds until the
 * next time any cohort's window opens or closes; after that, applications are open exactly while a
 * window holds `now`. With no window and no manual action, they are open (the spec's portal: open
 * until an admin stops them).
 */
async function applicationsState(db: Executor, now: Date) {
  const manual = await findSetting<ManualSwitch>(db, APPLICATION_WINDOW);
  const since = manual?.at ? new Date(manual.at) : new Date(0);
  const windows = await findWindowState(db, since, now);
  if (manual && !windows.boundarySince) return { open: manual.open, decidedBy: 'ADMIN' as const };
  if (windows.anyWindow) return { open: windows.openNow, decidedBy: 'WINDOW' as const };
  return { open: true, decidedBy: 'DEFAULT' as const };
}

export async function areApplicationsOpen(db: Executor, now: Date = new Date()): Promise<boolean> {
  return (await applicationsState(db, now)).open;
}

/**
 * The cohort an application made now joins (decision 0078): the one whose window holds now, else
 * the current one; none while applications are closed.
 */
export async function cohortOpenForApplying(
  db: Executor,
  now: Date = new Date(),
): Promise<string | undefined> {
  if (!(await areApplicationsOpen(db, now))) return undefined;
  return (await findCohortOpenAt(db, now)) ?? (await findCurrentCohortId(db));
}

/** What the console's Application panel says: open or not, who decides, and the next boundary. */
export async function getApplicationsStatus(
  db: Executor,
  timeZone: string,
  now: Date = new Date(),
): Promise<ApplicationsStatus> {
  const [state, next] = await Promise.all([applicationsState(db, now), findNextBoundary(db, now)]);
  return {
    ...state,
    nextChange: next
      ? {
          date: formatSchoolDate(next, timeZone),
          time: formatSchoolTime(next, timeZone),
          at: next.toISOString(),
        }
      : null,
  };
}

/** Opens or closes applications now (an admin's start and stop in the console), until the next window boundary. */
export async function setApplicationsOpen(db: Executor, open: boolean, now: Date = new Date()) {
  const manual: ManualSwitch = { open, at: now.toISOString() };
  await upsertSetting(db, APPLICATION_WINDOW, manual);
}

/**
 * Records this start's environment defaults in the database, so that whatever renders a page or
 * an e-mail (often deep in a transaction, without the config) finds the school in one place.
 */
export async function recordSchoolDefaults(db: Executor, config: Config) {
  const defaults: SchoolDefaults = { identity: config.school, publicUrl: config.publicUrl };
  await upsertSetting(db, SCHOOL_DEFAULTS, defaults);
}

/** The school as pages and e-mails show it: what an admin saved over the environment's defaults. */
export async function getSchool(db: Executor): Promise<{ identity: SchoolIdentity; publicUrl: string }> {
  const found = await findSettings(db, [SCHOOL, SCHOOL_DEFAULTS]);
  const defaults = (found.get(SCHOOL_DEFAULTS) as SchoolDefaults | undefined) ?? {
    identity: DEFAULT_SCHOOL,
    publicUrl: '',
  };
  const { logoVersion, ...saved } = (found.get(SCHOOL) as SavedSchool | undefined) ?? {};
  return {
    identity: {
      ...defaults.identity,
      ...saved,
      logoUrl: logoVersion ? `${schoolLogo.path}?v=${logoVersion}` : null,
    },
    publicUrl: defaults.publicUrl,
  };
}

export async function getPublicConfig(db: Executor, config: Config): Promise<PublicConfig> {
  const [applicationsOpen, school] = await Promise.all([areApplicationsOpen(db), getSchool(db)]);
  return {
    elderAppUrl: config.elderAppUrl,
    mainSiteUrl: config.mainSiteUrl,
    blogUrl: config.blogUrl,
    personalityTestUrl: config.personalityTestUrl,
    socialLinks: config.socialLinks,
    applicationsOpen,
    school: school.identity,
  };
}

/** Saves the school's name, legal name, colour and contact address; answers what they were before. */
export async function saveSchoolSettings(db: Executor, settings: SchoolSettings) {
  const before = (await findSetting<SavedSchool>(db, SCHOOL)) ?? {};
  await upsertSetting(db, SCHOOL, { ...before, ...settings });
  return before;
}

/**
 * Stores an uploaded logo after the upload checks the files module makes (its type read from its
 * bytes), limited to images and to SCHOOL_LOGO_MAX_BYTES; its address changes with its content.
 */
export async function saveSchoolLogo(db: Executor, content: Buffer) {
  if (content.length === 0) throw appError(settingsErrors.logoEmpty);
  if (content.length > SCHOOL_LOGO_MAX_BYTES) throw appError(settingsErrors.logoTooLarge);
  const type = detectFileType(content);
  if (!type || !(IMAGE_FORMATS as readonly string[]).includes(type.format)) {
    throw appError(settingsErrors.logoNotImage);
  }
  const logo: StoredLogo = { mimeType: type.mimeType, base64: content.toString('base64') };
  await upsertSetting(db, SCHOOL_LOGO, logo);
  const saved = (await findSetting<SavedSchool>(db, SCHOOL)) ?? {};
  const logoVersion = createHash('sha256').update(content).digest('base64url').slice(0, 16);
  await upsertSetting(db, SCHOOL, { ...saved, logoVersion });
  return { logoVersion, sizeBytes: content.length, mimeType: type.mimeType };
}

export async function removeSchoolLogo(db: Executor) {
  const { logoVersion: _removed, ...saved } = (await findSetting<SavedSchool>(db, SCHOOL)) ?? {};
  await upsertSetting(db, SCHOOL, saved);
}

export async function findSchoolLogo(db: Executor) {
  const [logo, saved] = await Promise.all([
    findSetting<StoredLogo>(db, SCHOOL_LOGO),
    findSetting<SavedSchool>(db, SCHOOL),
  ]);
  if (!logo || !saved?.logoVersion) return undefined;
  return { mimeType: logo.mimeType, content: Buffer.from(logo.base64, 'base64') };
}

/**
 * Where tuition is paid: what an admin saved in the console, else the environment's PAYMENT_*.
 * Saved as a whole, so an admin may also clear what the environment set.
 */
export async function getPaymentAccount(db: Executor, config: Config): Promise<PaymentAccount> {
  return (await findSetting<PaymentAccount>(db, PAYMENT_ACCOUNT)) ?? config.paymentAccount;
}

/** Saves the school's payment details; answers what they were before. */
export async function savePaymentAccount(db: Executor, config: Config, account: PaymentAccount) {
  const before = await getPaymentAccount(db, config);
  await upsertSetting(db, PAYMENT_ACCOUNT, account);
  return before;
}

const SMS_UNIT_COST = 'smsUnitCost';

/** The price of one SMS unit in naira, for the bulk message's estimate (decision 0091). */
export async function getSmsUnitCost(db: Executor): Promise<SmsUnitCost> {
  const saved = await findSetting<SmsUnitCost>(db, SMS_UNIT_COST);
  return { nairaPerUnit: saved?.nairaPerUnit ?? DEFAULT_NAIRA_PER_SMS_UNIT };
}

export async function saveSmsUnitCost(db: Executor, cost: SmsUnitCost): Promise<SmsUnitCost> {
  await upsertSetting(db, SMS_UNIT_COST, cost);
  return cost;
}
