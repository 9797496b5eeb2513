import { describe, expect, it } from 'vitest';
import { applySchema, createPasswordFormSchema, loginSchema } from './auth.ts';
import { messages } from './messages.ts';

const valid = {
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'Ada@Example.com',
  phone: '8012345678',
  dialCode: '+234',
  gender: 'Female',
  ageRange: '21-30',
  tAndC: true,
};
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('applySchema', () => {
  it('accepts a full application and lower-cases the e-mail', () => {
    expect(applySchema.parse(valid).email).toBe('ada@example.com');
  });

  it('reports missing fields before the T&C box, and the T&C box before the e-mail format', () => {
    expect(firstMessage(applySchema.safeParse({ ...valid, firstName: '', tAndC: false, email: 'x' }))).toBe(
      messages.fillMissingFields,
    );
    expect(firstMessage(applySchema.safeParse({ ...valid, tAndC: false, email: 'x' }))).toBe(
      messages.checkTermsBox,
    );
    expect(firstMessage(applySchema.safeParse({ ...valid, email: 'x' }))).toBe(messages.validEmail);
  });

  it('takes a numeric phone of at most 15 digits', () => {
    expect(applySchema.parse({ ...valid, phone: 8012345678 }).phone).toBe('8012345678');
    expect(applySchema.safeParse({ ...valid, phone: '1234567890123456' }).success).toBe(false);
    expect(applySchema.safeParse({ ...valid, phone: '+2348012' }).success).toBe(false);
  });
});

describe('loginSchema and createPasswordFormSchema', () => {
  it('gives the login messages of spec §5', () => {
    expect(firstMessage(loginSchema.safeParse({ email: '', password: 'x' }))).toBe(messages.validEmail);
    expect(firstMessage(loginSchema.safeParse({ email: 'a@b.co', password: '' }))).toBe(
      messages.passwordEmpty,
    );
  });

  it("says 'Passwords don't match' for an empty or mismatched pair", () => {
    expect(firstMessage(createPasswordFormSchema.safeParse({ password: '', confirmPassword: '' }))).toBe(
      messages.passwordsDontMatch,
    );
    expect(
      firstMessage(createPasswordFormSchema.safeParse({ password: 'abcdefgh', confirmPassword: 'abcdefgx' })),
    ).toBe(messages.passwordsDontMatch);
    expect(
      createPasswordFormSchema.safeParse({ password: 'abcdefgh', confirmPassword: 'abcdefgh' }).success,
    ).toBe(true);
  });
});
