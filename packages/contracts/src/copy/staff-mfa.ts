/**
 * The 'Me' menu's entry and the staff's two-factor dialog: a file of its own, as the header of
 * every signed-in screen carries it and none of the two-factor screens' copy (copy/auth.ts).
 */
export const staffMfaLabel = 'Two-factor sign-in';
