// Money as the spec writes it, apart from the enrolment rules: screens that only show an amount
// (the admin console) import this alone, not the rules and their schemas.

/** Rounds to kobo (2 decimals) without binary drift. */
// 15 significant digits drop binary drift before rounding: 8333.335 → 8333.34, not 8333.33.
export const roundNaira = (amount: number) => Math.round(Number((amount * 100).toPrecision(15))) / 100;

/** 'NGN 1,234,567.89': 2 decimals and thousands separators (docs/spec/portal-spec.md §9). */
export const formatNaira = (amount: number) =>
  `NGN ${roundNaira(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
