import { describe, expect, it } from 'vitest';
import { messages, phoneNotValidForDialCode } from './messages.ts';
import {
  checkApplicationPhone,
  isPhoneDigits,
  isPhoneNumber,
  isPhoneOfDialCode,
  phoneProblem,
} from './phone.ts';

describe('isPhoneDigits', () => {
  it('takes 1 to 15 digits and nothing else', () => {
    expect(isPhoneDigits('1')).toBe(true);
    expect(isPhoneDigits('999999999999999')).toBe(true);
    expect(isPhoneDigits('')).toBe(false);
    expect(isPhoneDigits('1000000000000000')).toBe(false);
    expect(isPhoneDigits('803 123 4567')).toBe(false);
    expect(isPhoneDigits('+2348031234567')).toBe(false);
    expect(isPhoneDigits('8031234567x')).toBe(false);
  });
});

describe('isPhoneOfDialCode', () => {
  it('takes a national number with or without its trunk prefix, or repeating the dial code', () => {
    expect(isPhoneOfDialCode('8031234567', '+234')).toBe(true);
    expect(isPhoneOfDialCode('08031234567', '+234')).toBe(true);
    expect(isPhoneOfDialCode('2348031234567', '+234')).toBe(true);
    expect(isPhoneOfDialCode('7911123456', '+44')).toBe(true);
    expect(isPhoneOfDialCode('2025550123', '+1')).toBe(true);
  });

  it('reads a dial code with an area part (+1-684) as its digits', () => {
    expect(isPhoneOfDialCode('6331234', '+1-684')).toBe(true);
    expect(isPhoneOfDialCode('6331234', '+1')).toBe(false);
  });

  it("refuses numbers the dial code's plan does not have", () => {
    expect(isPhoneOfDialCode('123', '+234')).toBe(false);
    expect(isPhoneOfDialCode('80312345', '+234')).toBe(false);
    expect(isPhoneOfDialCode('999999999999999', '+234')).toBe(false);
    expect(isPhoneOfDialCode('8031234567', '+44')).toBe(false);
    // Another country's full number is not a number of this dial code.
    expect(isPhoneOfDialCode('447911123456', '+234')).toBe(false);
  });

  it('refuses what is not digits, even when the digits would do', () => {
    expect(isPhoneOfDialCode('803 123 4567', '+234')).toBe(false);
    expect(isPhoneOfDialCode('+2348031234567', '+234')).toBe(false);
    expect(isPhoneOfDialCode('', '+234')).toBe(false);
  });
});

describe('isPhoneNumber (no dial code beside it)', () => {
  it('takes a Nigerian number, or another country’s number written with its country code', () => {
    expect(isPhoneNumber('8031234567')).toBe(true);
    expect(isPhoneNumber('08031234567')).toBe(true);
    expect(isPhoneNumber('2348031234567')).toBe(true);
    expect(isPhoneNumber('447911123456')).toBe(true);
    expect(isPhoneNumber('12025550123')).toBe(true);
  });

  it('refuses what no numbering plan has, and what is not digits', () => {
    expect(isPhoneNumber('123')).toBe(false);
    expect(isPhoneNumber('999999999999999')).toBe(false);
    expect(isPhoneNumber('+447911123456')).toBe(false);
    expect(isPhoneNumber('44 7911 123456')).toBe(false);
  });
});

describe('the server’s phone problems', () => {
  it('names the dial code of an application whose phone does not fit it, and gives a fitting one as E.164', () => {
    // The three spellings the apply form accepts under +234 are one number.
    for (const phone of ['8031234567', '08031234567', '2348031234567']) {
      expect(checkApplicationPhone({ phone, dialCode: '+234' })).toEqual({
        e164: '+2348031234567',
        problem: undefined,
      });
    }
    expect(checkApplicationPhone({ phone: '123', dialCode: '+234' })).toEqual({
      e164: '',
      problem: phoneNotValidForDialCode('+234'),
    });
    expect(checkApplicationPhone({ phone: '8031234567', dialCode: '+44' })).toEqual({
      e164: '',
      problem: phoneNotValidForDialCode('+44'),
    });
  });

  it('refuses a phone without a dial code that no plan has, and leaves empty or non-digit ones to the form', () => {
    expect(phoneProblem('123')).toBe(messages.phoneNotValid);
    expect(phoneProblem(' 801 ')).toBe(messages.phoneNotValid);
    expect(phoneProblem(' 08031234567 ')).toBeUndefined();
    expect(phoneProblem(8031234567)).toBeUndefined();
    expect(phoneProblem(123)).toBe(messages.phoneNotValid);
    expect(phoneProblem('')).toBeUndefined();
    expect(phoneProblem(undefined)).toBeUndefined();
    expect(phoneProblem('80-31')).toBeUndefined();
  });
});
