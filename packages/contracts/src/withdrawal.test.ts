import { describe, expect, it } from 'vitest';
import {
  parseWithdrawalReason,
  withdrawalFormSchema,
  withdrawalQuerySchema,
  withdrawalReason,
} from './withdrawal.ts';

describe('withdrawal reason', () => {
  it('reads back the choice and the text the form joined', () => {
    expect(parseWithdrawalReason(withdrawalReason('Withdraw my Application', 'I got a job'))).toEqual({
      choice: 'Withdraw my Application',
      because: 'I got a job',
    });
    expect(parseWithdrawalReason(withdrawalReason('Unsubscribe for your Emails', ''))).toEqual({
      choice: 'Unsubscribe for your Emails',
      because: '',
    });
  });

  it('counts a reason without a known choice as Other, keeping what was said', () => {
    expect(parseWithdrawalReason(withdrawalReason('', 'just asking'))).toEqual({
      choice: 'Other',
      because: 'just asking',
    });
    expect(parseWithdrawalReason('I want to fly because it is fun')).toEqual({
      choice: 'Other',
      because: 'fly: it is fun',
    });
    expect(parseWithdrawalReason('free text')).toEqual({ choice: 'Other', because: 'free text' });
  });

  it('reads only a reason that starts with the form’s words, around any spaces', () => {
    expect(parseWithdrawalReason('  I want to Other   because   it is far  ')).toEqual({
      choice: 'Other',
      because: 'it is far',
    });
    expect(parseWithdrawalReason('Note: I want to leave because x')).toEqual({
      choice: 'Other',
      because: 'Note: I want to leave because x',
    });
    expect(parseWithdrawalReason('  free text  ')).toEqual({ choice: 'Other', because: 'free text' });
    expect(parseWithdrawalReason('I want to fly because ')).toEqual({ choice: 'Other', because: 'fly: ' });
  });

  it('answers the parsed reason for the spec’s query, and refuses it with the spec’s issue', () => {
    expect(withdrawalQuerySchema.parse({ reasonForWithdraw: withdrawalReason('Other', 'x') })).toEqual({
      reasonForWithdraw: { choice: 'Other', because: 'x' },
    });
    expect(withdrawalQuerySchema.safeParse({}).error?.issues[0]?.code).toBe('custom');
  });

  it("refuses only both empty, with the spec's sentence", () => {
    const result = withdrawalQuerySchema.safeParse({ reasonForWithdraw: withdrawalReason('', '') });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Kindly fill all fields');
    expect(withdrawalFormSchema.safeParse({ iWantTo: '', because: ' ' }).error?.issues[0]?.message).toBe(
      'Kindly fill all fields',
    );
    expect(withdrawalFormSchema.safeParse({ iWantTo: 'Other', because: '' }).success).toBe(true);
    expect(withdrawalFormSchema.safeParse({ iWantTo: '', because: 'x' }).success).toBe(true);
  });
});
