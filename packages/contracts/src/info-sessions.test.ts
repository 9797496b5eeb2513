import { describe, expect, it } from 'vitest';
import { infoSessionInputSchema, infoSessionUpdateSchema } from './info-sessions.ts';
import { messages } from './messages.ts';

const when = { sessionDate: '04-03-2030', sessionTime: '14:30' };
const problems = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('an information session’s place (issue 19.9)', () => {
  it('takes an online session with its link, as the spec’s body', () => {
    expect(
      infoSessionInputSchema.parse({
        mode: 'Online',
        infoSessionLink: ' https://meet.example.org/a ',
        ...when,
      }),
    ).toEqual({ mode: 'Online', infoSessionLink: 'https://meet.example.org/a', ...when });
  });

  it('refuses an online session without a link, a blank one counting as none', () => {
    for (const infoSessionLink of [undefined, '', '   ']) {
      expect(
        problems(infoSessionInputSchema.safeParse({ mode: 'Online', infoSessionLink, ...when })),
      ).toEqual([messages.infoSessionNeedsLink]);
    }
  });

  it('takes an offline session at a venue without a link, and refuses one without an address', () => {
    expect(
      infoSessionInputSchema.parse({
        mode: 'Offline',
        venueAddress: ' 3 Broad Street ',
        infoSessionLink: '',
        ...when,
      }),
    ).toEqual({ mode: 'Offline', venueAddress: '3 Broad Street', ...when });
    expect(
      problems(
        infoSessionUpdateSchema.safeParse({
          infoSessionId: '0d4c6b59-2f43-4d3a-9a53-6e3e2f1b1a01',
          mode: 'Offline',
          venueAddress: ' ',
          venueDirections: 'Second floor',
          ...when,
        }),
      ),
    ).toEqual([messages.infoSessionNeedsVenue]);
  });

  it('still refuses a link that is not http(s)', () => {
    expect(
      problems(infoSessionInputSchema.safeParse({ mode: 'Online', infoSessionLink: 'ftp://x.org', ...when })),
    ).toEqual(['The link must be an http(s) address']);
  });
});
