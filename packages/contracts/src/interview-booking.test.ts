import { describe, expect, it } from 'vitest';
import { availabilityRuleSchema } from './interview-booking.ts';

const online = (meetingLink: string) =>
  availabilityRuleSchema.safeParse({
    kind: 'weekly',
    weekday: 2,
    startTime: '10:00',
    endTime: '11:00',
    lengthMinutes: 30,
    bufferMinutes: 0,
    method: 'ONLINE',
    meetingLink,
  });

describe('an availability window’s meeting link', () => {
  it('accepts https links, templates included', () => {
    expect(online('https://meet.example/{booking}').success).toBe(true);
    expect(online(' https://meet.google.com/abc-defg-hij ').data?.meetingLink).toBe(
      'https://meet.google.com/abc-defg-hij',
    );
  });

  it('refuses every other scheme with the field’s message', () => {
    for (const link of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://meet.example/room',
      'https:meet.example',
      'https://',
      'ftp://meet.example/room',
    ]) {
      const parsed = online(link);
      expect(parsed.success, link).toBe(false);
      expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
        'meetingLink',
        'Enter a full https:// link',
      ]);
    }
  });
});
