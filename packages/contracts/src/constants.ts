/** The docs/spec/portal-spec.md §9 numbers, and the limits this product adds to them. */

export const TEST_DURATION_SECONDS = 900;
export const TEST_GROUP_DRAWS = { numerical: 5, trueFalse: 2, pattern: 1, computing: 5, logic: 7 } as const;
export const TEST_GROUP_POOL = { numerical: 22, trueFalse: 5, pattern: 3, computing: 10, logic: 14 } as const;
export const TEST_QUESTION_COUNT = 20;
/** How often the running test tells the server it is still there (well under TEST_PAUSE_GAP_SECONDS). */
export const TEST_HEARTBEAT_SECONDS = 5;
/** A heartbeat not answered within this long counts as a cut: the screen pauses and hides the question. */
export const TEST_HEARTBEAT_TIMEOUT_MS = 4_000;

export const DEFAULT_DIAL_CODE = '+234';
export const PREFERRED_COUNTRIES = ['ng', 'us'] as const;
export const PHONE_MAX = 999_999_999_999_999;

export const LOGIN_MESSAGE_MS = 4_000;
export const START_TEST_NETWORK_MESSAGE_MS = 4_000;
export const START_TEST_MESSAGE_MS = 10_000;
export const QUESTIONNAIRE_MESSAGE_MS = 5_000;

export const LIABILITY_CAP_NAIRA = 10_000;
export const ARBITRATION_NEGOTIATION_DAYS = 28;
export const CURRENCY = 'NGN';

export const AGE_RANGES = ['Under 16', '16-20', '21-30', '31-39', '40 and above'] as const;
export const GENDERS = ['Female', 'Male'] as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const CREATE_PASSWORD_LINK_TTL_SECONDS = 7 * 24 * 3600;
export const RESET_PASSWORD_LINK_TTL_SECONDS = 3600;
export const HANDOFF_TOKEN_TTL_SECONDS = 120;

export const SLIDER_POSITIONS = {
  3: [100, 72, 43],
  8: [100, 87, 74, 61, 48, 35, 22, 9],
  9: [100, 88, 77, 65, 54, 42, 31, 20, 9],
} as const;

export const APPLICANT_PAGE_SIZE = 10;
export const SIDE_MENU_OPEN_PX = 240;
export const SIDE_MENU_COLLAPSED_PX = 70;
export const INTERVIEW_TIME_STEP_MINUTES = 15;

export const MONTHS = [
  'JANUARY',
  'FEBRUARY',
  'MARCH',
  'APRIL',
  'MAY',
  'JUNE',
  'JULY',
  'AUGUST',
  'SEPTEMBER',
  'OCTOBER',
  'NOVEMBER',
  'DECEMBER',
] as const;
export const PAYMENT_PLANS = ['FULL_PAYMENT', 'MONTHLY', 'QUARTERLY', 'CUSTOMIZED'] as const;

export const LOAN_MAX_NAIRA = 3_000_000;
export const LOAN_INTEREST_PERCENT = 15;
export const TENANCY_NOTICE_HOURS = 24;
