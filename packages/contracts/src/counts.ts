// Whole numbers as the copy writes them, without Intl: a page's first Intl call loads the locale
// data, some 20 ms on a phone (80 ms under Lighthouse's 4x CPU throttling), and the staff records
// screen paid it for a count, once while its chunks ran (bench/lighthouse.ts).

/** A whole number with its thousands grouped, as en-GB writes it: 12,345 (fractions are not counts). */
export const formatCount = (n: number) => String(Math.trunc(n)).replace(/\B(?=(\d{3})+$)/g, ',');
