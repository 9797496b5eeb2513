/**
 * The one-time codes texted to confirm a phone number: the applicant's own before SMS or WhatsApp
 * (decision 0090) and a guardian's before signing (decision 0092). One rule for both.
 */
export const ONE_TIME_CODE_LENGTH = 6;
/** How long a code may be used. */
export const ONE_TIME_CODE_MINUTES = 10;
/** Wrong answers a code allows before it is spent. */
export const ONE_TIME_CODE_TRIES = 5;
/** The least time between two codes sent to one person. */
export const ONE_TIME_CODE_RESEND_SECONDS = 60;

/** What a typed code must look like. */
export const ONE_TIME_CODE_PATTERN = new RegExp(`^\\d{${ONE_TIME_CODE_LENGTH}}$`);
