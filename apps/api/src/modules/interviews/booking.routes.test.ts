import { messages } from '@intake/contracts';
import { bookingErrors } from '@intake/contracts/errors/interview-booking';
import { interviewErrors } from '@intake/contracts/errors/interviews';
import { startSmtpListener, uniquePhone } from '@intake/test-kit';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  applicantStateOf,
  bearer,
  createStaff,
  createTestedApplicant,
  logIn,
} from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import {
  interviewAvailability,
  interviewBookings,
  interviews,
  mailOutbox,
  reviewConflicts,
  users,
} from '../../db/schema/index.ts';
import { formatSchoolDate, formatSchoolTime } from '../../lib/school-time.ts';
import { recordConsent } from '../messaging/messaging.service.ts';
import { sendDueBookingReminders } from './booking.service.ts';

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

const DAY = 86_400_000;
/** A school date `days` ahead: each test uses days of its own, so the pooled slots stay apart. */
const dateAhead = (days: number) => formatSchoolDate(new Date(Date.now() + days * DAY), 'Africa/Lagos');

async function elderWithWindow(days: number, window: Record<string, unknown> = {}) {
  const staff = await createStaff(app, 'ELDER');
  const headers = bearer((await logIn(app, staff.email, staff.password)).json().accessToken as string);
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/elder/interviewAvailability',
    headers,
    payload: {
      rules: [
        {
          kind: 'one-off',
          date: dateAhead(days),
          startTime: '10:00',
          endTime: '11:00',
          lengthMinutes: 30,
          bufferMinutes: 0,
          method: 'phone',
          ...window,
        },
      ],
      daysOff: [],
    },
  });
  expect(saved.statusCode).toBe(200);
  return { ...staff, headers };
}

const mailsTo = async (to: string, kind: string) =>
  // Ordered by id: without ORDER BY, PostgreSQL returns rows the sender has updated in any order.
  (await app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(mailOutbox.id)).filter(
    (mail) => mail.kind === kind,
  );
const tokenIn = (text: string | undefined, path: string) =>
  text?.match(new RegExp(`${path}([\\w-]+)`))?.[1] ?? '';

async function invitedApplicant() {
  const applicant = await createTestedApplicant(app);
  const invited = await app.inject({
    method: 'POST',
    url: '/api/interviewBooking/invite',
    headers: admin,
    payload: { applicantEmail: applicant.email },
  });
  expect(invited.statusCode).toBe(200);
  const [mail] = await mailsTo(applicant.email, 'interview-booking-invitation');
  return { ...applicant, token: tokenIn(mail?.text, '/interview/book/') };
}

const page = (token: string) => app.inject({ method: 'GET', url: `/api/interviewBooking/link/${token}` });
const book = (token: string, startsAt: string, method = 'phone') =>
  app.inject({
    method: 'POST',
    url: `/api/interviewBooking/link/${token}/book`,
    payload: { startsAt, method },
  });
const slotsOn = async (token: string, days: number) =>
  (
    (await page(token)).json().slots as {
      startsAt: string;
      schoolDate: string;
      schoolTime: string;
      method: string;
    }[]
  ).filter((slot) => slot.schoolDate === dateAhead(days));
const bookingsOf = (applicantEmailUserId: string) =>
  app.db.select().from(interviewBookings).where(eq(interviewBookings.applicantId, applicantEmailUserId));
const userIdOf = async (email: string) => (await applicantStateOf(app, email))?.id as string;
const calendarOf = (content: string) => new ICAL.Component(ICAL.parse(content));
const icsOf = async (to: string, kind: string) => {
  const mails = await mailsTo(to, kind);
  return calendarOf(String(mails.at(-1)?.attachments?.[0]?.content));
};

describe('availability', () => {
  it('keeps what the elder saves and refuses an online window without a link', async () => {
    const elder = await elderWithWindow(1, {
      method: 'ONLINE',
      meetingLink: 'https://meet.example/{booking}',
    });
    const mine = await app.inject({
      method: 'GET',
      url: '/api/elder/interviewAvailability',
      headers: elder.headers,
    });
    expect(mine.json().rules[0]).toMatchObject({
      method: 'ONLINE',
      meetingLink: 'https://meet.example/{booking}',
    });
    // A weekly online window; without a link it is refused.
    const saveOnline = (meetingLink?: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/elder/interviewAvailability',
        headers: elder.headers,
        payload: {
          rules: [
            {
              kind: 'weekly',
              weekday: 2,
              startTime: '10:00',
              endTime: '11:00',
              lengthMinutes: 30,
              bufferMinutes: 0,
              method: 'ONLINE',
              ...(meetingLink === undefined ? {} : { meetingLink }),
            },
          ],
          daysOff: [],
        },
      });
    const bad = await saveOnline();
    expect(bad.statusCode).toBe(400);
    for (const meetingLink of ['javascript:alert(1)', 'data:text/html,hi', 'http://meet.example/x']) {
      const unsafe = await saveOnline(meetingLink);
      expect(unsafe.statusCode, meetingLink).toBe(400);
      expect(JSON.stringify(unsafe.json()), meetingLink).toContain('Enter a full https:// link');
    }
    // A link saved before the https-only rule is still read back, for the elder to correct.
    await app.db
      .update(interviewAvailability)
      .set({ meetingLink: 'http://old.example/room' })
      .where(eq(interviewAvailability.elderId, elder.id));
    const old = await app.inject({
      method: 'GET',
      url: '/api/elder/interviewAvailability',
      headers: elder.headers,
    });
    expect(old.statusCode).toBe(200);
    expect(old.json().rules[0].meetingLink).toBe('http://old.example/room');
    const impossible = await app.inject({
      method: 'PUT',
      url: '/api/elder/interviewAvailability',
      headers: elder.headers,
      payload: { rules: [], daysOff: ['31-02-2027'] },
    });
    expect(impossible.statusCode).toBe(400);
    const everyone = await app.inject({
      method: 'GET',
      url: '/api/admin/interviewAvailability',
      headers: admin,
    });
    expect(everyone.json().elders.some((row: { elderId: string }) => row.elderId === elder.id)).toBe(true);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/interviewAvailability', headers: elder.headers }))
        .statusCode,
    ).toBe(403);
  });
});

describe('booking from the link', () => {
  it('shows free slots on GET without changing anything, and books only on POST', async () => {
    await elderWithWindow(3);
    const applicant = await invitedApplicant();
    const userId = await userIdOf(applicant.email);
    const first = await page(applicant.token);
    expect(first.statusCode).toBe(200);
    await page(applicant.token);
    expect(await bookingsOf(userId)).toHaveLength(0);
    expect((await applicantStateOf(app, applicant.email))?.status).toBe('TESTED');
    const [slot] = await slotsOn(applicant.token, 3);
    expect(slot?.schoolTime).toBe('10:00');
    const booked = await book(applicant.token, slot?.startsAt ?? '');
    expect(booked.statusCode).toBe(200);
    expect(booked.json().booking.startsAt).toBe(slot?.startsAt);
    expect((await applicantStateOf(app, applicant.email))?.status).toBe('ACCEPTED_INTERVIEW');
    // The slot is no longer offered to anyone else.
    const other = await invitedApplicant();
    expect((await slotsOn(other.token, 3)).map((s) => s.startsAt)).not.toContain(slot?.startsAt);
    const mail = (await mailsTo(applicant.email, 'interview-booked'))[0];
    expect(mail?.text).toMatch(/\(Lagos time\)/);
  });

  it('refuses unknown links, bodies that are not slots, and applicants never invited', async () => {
    expect((await page('x'.repeat(43))).statusCode).toBe(400);
    const applicant = await invitedApplicant();
    expect((await book(applicant.token, 'tomorrow')).statusCode).toBe(400);
    const notASlot = await book(applicant.token, new Date(Date.now() + 5 * DAY).toISOString());
    expect(notASlot.statusCode).toBe(409);
    expect(notASlot.json().details.slots).toBeInstanceOf(Array);
    const stranger = await createTestedApplicant(app);
    const dashboard = await app.inject({
      method: 'GET',
      url: '/api/applicant/interviewBooking',
      headers: stranger.auth,
    });
    expect(dashboard.json()).toMatchObject({ open: false, slots: [] });
  });

  it('gives a raced slot to exactly one applicant; each loser is offered other free slots', async () => {
    await elderWithWindow(4, { startTime: '14:00', endTime: '15:00' });
    const racers = await Promise.all(Array.from({ length: 6 }, () => invitedApplicant()));
    const [slot] = await slotsOn(racers[0]?.token ?? '', 4);
    const answers = await Promise.all(racers.map((racer) => book(racer.token, slot?.startsAt ?? '')));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const losers = answers.filter((answer) => answer.statusCode !== 200);
    expect(losers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(409));
    for (const loser of losers) {
      const offered = loser.json().details.slots as { startsAt: string }[];
      expect(offered.length).toBeGreaterThan(0);
      expect(offered.map((s) => s.startsAt)).not.toContain(slot?.startsAt);
    }
    const live = await app.db
      .select()
      .from(interviewBookings)
      .where(
        and(
          eq(interviewBookings.startsAt, new Date(slot?.startsAt ?? '')),
          eq(interviewBookings.status, 'booked'),
        ),
      );
    expect(live).toHaveLength(1);
  });

  it('never offers an elder who declared a conflict with the applicant, nor the applicant themselves', async () => {
    const elder = await elderWithWindow(5, { startTime: '16:00', endTime: '16:30' });
    const applicant = await invitedApplicant();
    expect(await slotsOn(applicant.token, 5)).toHaveLength(1);
    await app.db.insert(reviewConflicts).values({
      reviewerId: elder.id,
      applicantId: await userIdOf(applicant.email),
      reason: 'Cousin',
    });
    expect(await slotsOn(applicant.token, 5)).toHaveLength(0);
  });
});

describe('changing plans', () => {
  it('moves the booking with the same UID and a rising SEQUENCE, up to the limit, and cancels it', async () => {
    await elderWithWindow(6, { startTime: '08:00', endTime: '10:00' });
    const applicant = await invitedApplicant();
    const slots = await slotsOn(applicant.token, 6);
    expect(slots).toHaveLength(4);
    await book(applicant.token, slots[0]?.startsAt ?? '');
    const first = (await icsOf(applicant.email, 'interview-booked')).getFirstSubcomponent('vevent');
    const uid = first?.getFirstPropertyValue('uid');
    expect(first?.getFirstPropertyValue('sequence')).toBe(0);
    expect((await icsOf(applicant.email, 'interview-booked')).getFirstPropertyValue('method')).toBe(
      'REQUEST',
    );

    for (const [i, slot] of [slots[1], slots[2]].entries()) {
      expect((await book(applicant.token, slot?.startsAt ?? '')).statusCode).toBe(200);
      const moved = (await icsOf(applicant.email, 'interview-booking-moved')).getFirstSubcomponent('vevent');
      expect(moved?.getFirstPropertyValue('uid')).toBe(uid);
      expect(moved?.getFirstPropertyValue('sequence')).toBe(i + 1);
      const start = moved?.getFirstPropertyValue('dtstart') as ICAL.Time;
      expect(start.toJSDate().toISOString()).toBe(slot?.startsAt);
    }
    const third = await book(applicant.token, slots[3]?.startsAt ?? '');
    expect(third.statusCode).toBe(422);
    expect((await page(applicant.token)).json()).toMatchObject({ reschedulesLeft: 0, canReschedule: false });

    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/interviewBooking/link/${applicant.token}/cancel`,
    });
    expect(cancelled.statusCode).toBe(200);
    const cancel = await icsOf(applicant.email, 'interview-booking-cancelled');
    expect(cancel.getFirstPropertyValue('method')).toBe('CANCEL');
    const event = cancel.getFirstSubcomponent('vevent');
    expect(event?.getFirstPropertyValue('uid')).toBe(uid);
    expect(event?.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event?.getFirstPropertyValue('sequence')).toBe(3);
    expect((await applicantStateOf(app, applicant.email))?.status).toBe('INVITED_FOR_INTERVIEW');
  });

  it('refuses a move within the cut-off before the interview', async () => {
    await elderWithWindow(7, { startTime: '08:00', endTime: '09:00' });
    const applicant = await invitedApplicant();
    const slots = await slotsOn(applicant.token, 7);
    await book(applicant.token, slots[0]?.startsAt ?? '');
    const userId = await userIdOf(applicant.email);
    await app.db
      .update(interviewBookings)
      .set({ startsAt: new Date(Date.now() + 5 * 3_600_000), endsAt: new Date(Date.now() + 5.5 * 3_600_000) })
      .where(eq(interviewBookings.applicantId, userId));
    const late = await book(applicant.token, slots[1]?.startsAt ?? '');
    expect(late.statusCode).toBe(422);
  });

  it('says until when the time can change, and keeps the buffer before an elder’s next booking', async () => {
    const staff = await createStaff(app, 'ELDER');
    const headers = bearer((await logIn(app, staff.email, staff.password)).json().accessToken as string);
    const window = { kind: 'one-off', date: dateAhead(2), lengthMinutes: 30, method: 'phone' };
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/elder/interviewAvailability',
      headers,
      payload: {
        rules: [
          { ...window, startTime: '10:00', endTime: '10:30', bufferMinutes: 15 },
          { ...window, startTime: '10:30', endTime: '11:00', bufferMinutes: 0 },
        ],
        daysOff: [],
      },
    });
    expect(saved.statusCode).toBe(200);
    const first = await invitedApplicant();
    const [early, late] = await slotsOn(first.token, 2);
    expect([early?.schoolTime, late?.schoolTime]).toEqual(['10:00', '10:30']);
    const booked = await book(first.token, late?.startsAt ?? '');
    expect(booked.statusCode).toBe(200);
    const cutoff = new Date(new Date(late?.startsAt ?? '').getTime() - 12 * 3_600_000).toISOString();
    expect(booked.json()).toMatchObject({ changesUntil: cutoff, canReschedule: true, reschedulesLeft: 2 });

    // 10:00 ends at 10:30 and wants 15 minutes before the next interview: the 10:30 booking takes it too.
    const second = await invitedApplicant();
    expect(await slotsOn(second.token, 2)).toEqual([]);
    const refused = await book(second.token, early?.startsAt ?? '');
    expect(refused.statusCode).toBe(409);
    expect(await bookingsOf(await userIdOf(second.email))).toHaveLength(0);
  });

  it('lets the elder cancel with a reason, which mails the applicant a rebooking link', async () => {
    const elder = await elderWithWindow(8, { startTime: '12:00', endTime: '12:30' });
    const applicant = await invitedApplicant();
    const [slot] = await slotsOn(applicant.token, 8);
    const booking = (await book(applicant.token, slot?.startsAt ?? '')).json().booking;
    const other = await elderWithWindow(8, { startTime: '18:00', endTime: '18:30' });
    const notHers = await app.inject({
      method: 'POST',
      url: `/api/interviewBooking/${booking.id}/cancel`,
      headers: other.headers,
      payload: { reason: 'Travelling' },
    });
    expect(notHers.statusCode).toBe(403);
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/interviewBooking/${booking.id}/cancel`,
      headers: elder.headers,
      payload: { reason: 'Travelling that day' },
    });
    expect(cancel.statusCode).toBe(200);
    const [mail] = await mailsTo(applicant.email, 'interview-booking-cancelled-by-elder');
    expect(mail?.text).toContain('Travelling that day');
    const rebook = tokenIn(mail?.text, '/interview/book/');
    expect((await page(rebook)).json().slots.length).toBeGreaterThan(0);
    expect(
      (await icsOf(applicant.email, 'interview-booking-cancelled-by-elder')).getFirstPropertyValue('method'),
    ).toBe('CANCEL');
  });
});

describe('changes counted per invitation', () => {
  const evening = async (token: string, days: number) =>
    (await slotsOn(token, days)).filter((slot) => slot.schoolTime >= '17:00');
  const cancelByLink = (token: string) =>
    app.inject({ method: 'POST', url: `/api/interviewBooking/link/${token}/cancel` });

  it('counts a cancel and a new booking as a change, and refuses one past the limit', async () => {
    await elderWithWindow(9, { startTime: '17:00', endTime: '19:00' });
    const applicant = await invitedApplicant();
    const slots = await evening(applicant.token, 9);
    expect(slots).toHaveLength(4);
    expect((await book(applicant.token, slots[0]?.startsAt ?? '')).statusCode).toBe(200);
    expect((await cancelByLink(applicant.token)).statusCode).toBe(200);
    const rebooked = await book(applicant.token, slots[1]?.startsAt ?? '');
    expect(rebooked.statusCode).toBe(200);
    expect(rebooked.json().reschedulesLeft).toBe(1);
    const moved = await book(applicant.token, slots[2]?.startsAt ?? '');
    expect(moved.json()).toMatchObject({ reschedulesLeft: 0, canReschedule: false });
    // Both changes spent: cancelling is still allowed, booking again is not.
    expect((await cancelByLink(applicant.token)).statusCode).toBe(200);
    const [cancelMail] = (await mailsTo(applicant.email, 'interview-booking-cancelled')).slice(-1);
    expect(cancelMail?.text).toContain(bookingErrors.noRebookingLeft.message);
    expect((await page(applicant.token)).json()).toMatchObject({
      open: true,
      booking: null,
      slots: [],
      cannotBookReason: bookingErrors.noRebookingLeft.message,
    });
    const refused = await book(applicant.token, slots[3]?.startsAt ?? '');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: bookingErrors.noRebookingLeft.code,
      message: bookingErrors.noRebookingLeft.message,
    });
    expect((await bookingsOf(await userIdOf(applicant.email))).map((row) => row.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
  });

  it('refuses booking again after a cancellation inside the cut-off, until staff invite again', async () => {
    await elderWithWindow(10, { startTime: '17:00', endTime: '18:00' });
    const applicant = await invitedApplicant();
    const slots = await evening(applicant.token, 10);
    await book(applicant.token, slots[0]?.startsAt ?? '');
    await app.db
      .update(interviewBookings)
      .set({ startsAt: new Date(Date.now() + 5 * 3_600_000), endsAt: new Date(Date.now() + 5.5 * 3_600_000) })
      .where(eq(interviewBookings.applicantId, await userIdOf(applicant.email)));
    expect((await book(applicant.token, slots[1]?.startsAt ?? '')).statusCode).toBe(422);
    expect((await cancelByLink(applicant.token)).statusCode).toBe(200);
    const refused = await book(applicant.token, slots[1]?.startsAt ?? '');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(bookingErrors.tooLateToRebook.message);
    expect((await page(applicant.token)).json()).toMatchObject({
      slots: [],
      cannotBookReason: bookingErrors.tooLateToRebook.message,
    });
    // A fresh invitation from the school opens booking again, with every change back.
    const again = await app.inject({
      method: 'POST',
      url: '/api/interviewBooking/invite',
      headers: admin,
      payload: { applicantEmail: applicant.email },
    });
    expect(again.statusCode).toBe(200);
    const token = tokenIn(
      (await mailsTo(applicant.email, 'interview-booking-invitation')).at(-1)?.text,
      '/interview/book/',
    );
    const booked = await book(token, slots[1]?.startsAt ?? '');
    expect(booked.statusCode).toBe(200);
    expect(booked.json().reschedulesLeft).toBe(2);
  });

  it('offers a fresh rebooking after the elder cancels, whatever changes the applicant used', async () => {
    const elder = await elderWithWindow(11, { startTime: '17:00', endTime: '19:00' });
    const applicant = await invitedApplicant();
    const slots = await evening(applicant.token, 11);
    await book(applicant.token, slots[0]?.startsAt ?? '');
    await book(applicant.token, slots[1]?.startsAt ?? '');
    const last = await book(applicant.token, slots[2]?.startsAt ?? '');
    expect(last.json().reschedulesLeft).toBe(0);
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/interviewBooking/${last.json().booking.id}/cancel`,
      headers: elder.headers,
      payload: { reason: 'Called away' },
    });
    expect(cancelled.statusCode).toBe(200);
    const [mail] = await mailsTo(applicant.email, 'interview-booking-cancelled-by-elder');
    const rebook = tokenIn(mail?.text, '/interview/book/');
    const booked = await book(rebook, slots[3]?.startsAt ?? '');
    expect(booked.statusCode).toBe(200);
    expect(booked.json()).toMatchObject({ reschedulesLeft: 2, canReschedule: true });
  });
});

describe('one track with the spec’s fixed-time invitation', () => {
  const fixedInvite = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/interviewInvite/inviteApplicant',
      headers: admin,
      payload: { applicantEmail: email, interviewDate: dateAhead(5), interviewTime: '15:15' },
    });
  const fixedLinks = async (email: string) => {
    const mail = (await mailsTo(email, 'interview-invite')).at(-1);
    return {
      accept: tokenIn(mail?.text, '/interview/accept/'),
      reschedule: tokenIn(mail?.text, '/reschedule-interview/'),
    };
  };
  const reschedule = (token: string) =>
    app.inject({
      method: 'POST',
      url: `/api/interviewInvite/reschedule/${token}`,
      payload: { interviewDate: dateAhead(3), interviewTime: '16:45', interviewMethod: 'ONLINE' },
    });
  const acceptState = async (token: string) =>
    (await app.inject({ method: 'GET', url: `/api/interviewInvite/acceptLink/${token}` })).json().next;
  const interviewsOf = async (email: string) =>
    app.db
      .select()
      .from(interviews)
      .where(eq(interviews.applicantId, await userIdOf(email)));

  it('replaces the fixed-time links when the applicant is invited to book', async () => {
    const applicant = await createTestedApplicant(app);
    expect((await fixedInvite(applicant.email)).statusCode).toBe(200);
    const links = await fixedLinks(applicant.email);
    expect(await acceptState(links.accept)).toBeNull();
    const invited = await app.inject({
      method: 'POST',
      url: '/api/interviewBooking/invite',
      headers: admin,
      payload: { applicantEmail: applicant.email },
    });
    expect(invited.statusCode).toBe(200);
    expect(await acceptState(links.accept)).toBe('/error/link_replaced');
    const moved = await reschedule(links.reschedule);
    expect(moved.statusCode).toBe(400);
    expect(moved.json().code).toBe('LINK_REPLACED');
  });

  it('replaces the fixed-time links when the applicant books, so no second interview appears', async () => {
    await elderWithWindow(7, { startTime: '17:00', endTime: '17:30' });
    const applicant = await invitedApplicant();
    expect((await fixedInvite(applicant.email)).statusCode).toBe(200);
    const links = await fixedLinks(applicant.email);
    const [slot] = (await slotsOn(applicant.token, 7)).filter((one) => one.schoolTime === '17:00');
    expect((await book(applicant.token, slot?.startsAt ?? '')).statusCode).toBe(200);
    const before = (await interviewsOf(applicant.email)).length;
    const moved = await reschedule(links.reschedule);
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(messages.linkReplaced);
    expect(await interviewsOf(applicant.email)).toHaveLength(before);
    expect(await acceptState(links.accept)).toBe('/error/link_replaced');
    expect((await bookingsOf(await userIdOf(applicant.email))).map((row) => row.status)).toEqual(['booked']);
  });

  it('refuses a fixed-time invitation while a booking is live, naming the booking', async () => {
    await elderWithWindow(8, { startTime: '17:00', endTime: '17:30' });
    const applicant = await invitedApplicant();
    const [slot] = (await slotsOn(applicant.token, 8)).filter((one) => one.schoolTime === '17:00');
    const booking = (await book(applicant.token, slot?.startsAt ?? '')).json().booking;
    const refused = await fixedInvite(applicant.email);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: interviewErrors.interviewBooked.code,
      message: interviewErrors.interviewBooked.message,
      details: { bookingId: booking.id, startsAt: slot?.startsAt },
    });
    expect(await mailsTo(applicant.email, 'interview-invite')).toHaveLength(0);
    expect((await bookingsOf(await userIdOf(applicant.email))).map((row) => row.status)).toEqual(['booked']);
    expect((await applicantStateOf(app, applicant.email))?.status).toBe('ACCEPTED_INTERVIEW');
  });
});

describe('the applicant’s own clock in the messages', () => {
  const bookIn = (token: string, startsAt: string, timeZone: unknown) =>
    app.inject({
      method: 'POST',
      url: `/api/interviewBooking/link/${token}/book`,
      payload: { startsAt, method: 'phone', timeZone },
    });

  it('adds the applicant’s time where their zone reads differently, and ignores an unknown zone', async () => {
    await elderWithWindow(5, { startTime: '17:00', endTime: '19:00' });
    const cases = [
      // Lagos is UTC+1 all year: 17:00 there is 16:00 in London in winter, 17:00 in summer.
      ['Europe/London', /\(Lagos time\) \(your time: \w+ \d{2}-\d{2}-\d{4} at \d{1,2}:00 PM, London\)/],
      ['America/Los_Angeles', /\(your time: \w+ \d{2}-\d{2}-\d{4} at \d{1,2}:\d{2} AM, Los Angeles\)/],
      ['Not/A_Zone', null],
      ['Africa/Lagos', null],
    ] as const;
    const slots = (await slotsOn((await invitedApplicant()).token, 5)).filter(
      (one) => one.schoolTime >= '17:00',
    );
    for (const [i, [zone, shown]] of cases.entries()) {
      const applicant = await invitedApplicant();
      const booked = await bookIn(applicant.token, slots[i]?.startsAt ?? '', zone);
      expect(booked.statusCode, zone).toBe(200);
      const [row] = await bookingsOf(await userIdOf(applicant.email));
      expect(row?.applicantTimeZone, zone).toBe(shown ? zone : zone === 'Africa/Lagos' ? zone : null);
      const mail = (await mailsTo(applicant.email, 'interview-booked'))[0];
      expect(mail?.text).toMatch(/\(Lagos time\)/);
      if (shown) expect(mail?.text).toMatch(shown);
      else expect(mail?.text).not.toContain('your time');
    }
    // Not a string at all: ignored like an unknown zone, never a refusal.
    const other = await invitedApplicant();
    expect((await bookIn(other.token, slots[0]?.startsAt ?? '', 42)).statusCode).toBe(409);
  });
});

describe('calendar invitations as sent', () => {
  it('carries the invitation as an inline text/calendar part with its method, naming the attendee', async () => {
    const smtp = await startSmtpListener();
    // A second portal on the same database, sending over SMTP: the outbox is shared.
    const sender = await buildTestApp({ SMTP_URL: smtp.url });
    try {
      await elderWithWindow(13, { startTime: '17:00', endTime: '17:30' });
      const applicant = await invitedApplicant();
      const [slot] = (await slotsOn(applicant.token, 13)).filter((one) => one.schoolTime === '17:00');
      expect((await book(applicant.token, slot?.startsAt ?? '')).statusCode).toBe(200);
      expect(
        (await app.inject({ method: 'POST', url: `/api/interviewBooking/link/${applicant.token}/cancel` }))
          .statusCode,
      ).toBe(200);
      await sender.mailWorker.drain();
      for (const [subject, method] of [
        ['Your admission interview is booked', 'REQUEST'],
        ['Your admission interview is cancelled', 'CANCEL'],
      ] as const) {
        const mail = await smtp.waitForMail(applicant.email, (one) => one.subject === subject);
        const inline = mail.attachments.filter((part) => part.contentType === 'text/calendar');
        expect(inline).toHaveLength(1);
        expect(inline[0]?.method).toBe(method);
        // nodemailer attaches the same calendar once as a file; nothing else duplicates it.
        expect(mail.attachments.map((part) => part.contentType).sort()).toEqual([
          'application/ics',
          'text/calendar',
        ]);
        const calendar = calendarOf(inline[0]?.content.toString() ?? '');
        expect(calendar.getFirstPropertyValue('method')).toBe(method);
        const event = calendar.getFirstSubcomponent('vevent');
        const attendee = event?.getFirstProperty('attendee');
        expect(attendee?.getFirstValue()).toBe(`mailto:${applicant.email}`);
        expect(attendee?.getParameter('cn')).toBe('Ada Obi');
        // The portal that queued the mail names itself (a name with , : ; is quoted: lib/ics.test.ts).
        expect(event?.getFirstPropertyValue('organizer')).toBe(`mailto:${app.config.mailFrom.address}`);
      }
    } finally {
      await sender.close();
      await smtp.close();
    }
  });
});

describe('the calendar feed', () => {
  it('serves the elder’s bookings at a private address that a renewal revokes', async () => {
    const elder = await elderWithWindow(9, { startTime: '13:00', endTime: '13:30' });
    const applicant = await invitedApplicant();
    const [slot] = await slotsOn(applicant.token, 9);
    const booking = (await book(applicant.token, slot?.startsAt ?? '')).json().booking;
    const feedUrl = (
      await app.inject({
        method: 'POST',
        url: '/api/elder/interviewAvailability/feed',
        headers: elder.headers,
      })
    ).json().feedUrl as string;
    const path = new URL(feedUrl).pathname;
    const feed = await app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    const events = calendarOf(feed.body).getAllSubcomponents('vevent');
    expect(events.map((event) => event.getFirstPropertyValue('uid'))).toEqual([
      `booking-${booking.id}@intake`,
    ]);
    await app.inject({
      method: 'POST',
      url: '/api/elder/interviewAvailability/feed',
      headers: elder.headers,
    });
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
  });
});

describe('reminders and no-shows', () => {
  it('reminds 24 h (with a confirm link) and 1 h before, once each, never for a cancelled booking', async () => {
    await elderWithWindow(10, { startTime: '10:00', endTime: '11:00' });
    const applicant = await invitedApplicant();
    const cancelling = await invitedApplicant();
    const [a, b] = await slotsOn(applicant.token, 10);
    await book(applicant.token, a?.startsAt ?? '');
    await book(cancelling.token, b?.startsAt ?? '');
    await app.inject({ method: 'POST', url: `/api/interviewBooking/link/${cancelling.token}/cancel` });
    const soon = (hours: number) => ({
      startsAt: new Date(Date.now() + hours * 3_600_000),
      endsAt: new Date(Date.now() + (hours + 0.5) * 3_600_000),
    });
    for (const email of [applicant.email, cancelling.email]) {
      await app.db
        .update(interviewBookings)
        .set(soon(20))
        .where(eq(interviewBookings.applicantId, await userIdOf(email)));
    }
    await sendDueBookingReminders(app);
    await sendDueBookingReminders(app);
    const reminders = await mailsTo(applicant.email, 'interview-reminder-24h');
    expect(reminders).toHaveLength(1);
    expect(await mailsTo(cancelling.email, 'interview-reminder-24h')).toHaveLength(0);

    const confirm = tokenIn(reminders[0]?.text, '/interview/confirm/');
    const state = await app.inject({ method: 'GET', url: `/api/interviewBooking/confirm/${confirm}` });
    expect(state.json().confirmed).toBe(false);
    const clicked = await app.inject({ method: 'POST', url: `/api/interviewBooking/confirm/${confirm}` });
    expect(clicked.json().confirmed).toBe(true);

    await app.db
      .update(interviewBookings)
      .set(soon(0.5))
      .where(eq(interviewBookings.applicantId, await userIdOf(applicant.email)));
    await sendDueBookingReminders(app);
    await sendDueBookingReminders(app);
    expect(await mailsTo(applicant.email, 'interview-reminder-1h')).toHaveLength(1);
    expect(await mailsTo(applicant.email, 'interview-reminder-24h')).toHaveLength(1);
  });

  it('offers one rebooking after a no-show and reports a second to the admins', async () => {
    const elder = await elderWithWindow(11, { startTime: '09:00', endTime: '10:00' });
    const applicant = await invitedApplicant();
    const userId = await userIdOf(applicant.email);
    const markMissed = async (token: string) => {
      const [slot] = await slotsOn(token, 11);
      const booking = (await book(token, slot?.startsAt ?? '')).json().booking;
      const early = await app.inject({
        method: 'POST',
        url: `/api/interviewBooking/${booking.id}/outcome`,
        headers: elder.headers,
        payload: { outcome: 'no-show' },
      });
      expect(early.statusCode).toBe(409);
      await app.db
        .update(interviewBookings)
        .set({ startsAt: new Date(Date.now() - 3_600_000), endsAt: new Date(Date.now() - 1_800_000) })
        .where(eq(interviewBookings.id, booking.id));
      const marked = await app.inject({
        method: 'POST',
        url: `/api/interviewBooking/${booking.id}/outcome`,
        headers: elder.headers,
        payload: { outcome: 'no-show' },
      });
      expect(marked.statusCode).toBe(200);
    };
    await markMissed(applicant.token);
    const [rebook] = await mailsTo(applicant.email, 'interview-no-show-rebooking');
    const second = tokenIn(rebook?.text, '/interview/book/');
    expect((await page(second)).json().open).toBe(true);
    await markMissed(second);
    expect(await mailsTo(applicant.email, 'interview-no-show-rebooking')).toHaveLength(1);
    const [adminMail] = (
      await app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'interview-second-no-show'))
    ).filter((mail) => mail.text.includes(applicant.email));
    expect(adminMail).toBeDefined();
    const closed = await app.inject({
      method: 'GET',
      url: '/api/applicant/interviewBooking',
      headers: applicant.auth,
    });
    expect(closed.json()).toMatchObject({ open: false, slots: [] });
    expect((await bookingsOf(userId)).map((row) => row.status)).toEqual(['no-show', 'no-show']);
  });

  it('moves a held interview on to the review flow (INTERVIEWING)', async () => {
    const elder = await elderWithWindow(12, { startTime: '09:00', endTime: '09:30' });
    const applicant = await invitedApplicant();
    const [slot] = await slotsOn(applicant.token, 12);
    const booking = (await book(applicant.token, slot?.startsAt ?? '')).json().booking;
    await app.db
      .update(interviewBookings)
      .set({ startsAt: new Date(Date.now() - 600_000) })
      .where(eq(interviewBookings.id, booking.id));
    const held = await app.inject({
      method: 'POST',
      url: `/api/interviewBooking/${booking.id}/outcome`,
      headers: elder.headers,
      payload: { outcome: 'held' },
    });
    expect(held.statusCode).toBe(200);
    expect((await applicantStateOf(app, applicant.email))?.status).toBe('INTERVIEWING');
  });
});

describe('places, re-planned reminders and their channels', () => {
  const HOUR = 3_600_000;
  const startIn = (hours: number) => ({
    startsAt: new Date(Date.now() + hours * HOUR),
    endsAt: new Date(Date.now() + (hours + 0.5) * HOUR),
  });
  const rowOf = async (email: string) => (await bookingsOf(await userIdOf(email)))[0];

  it('keeps an in-person window’s place and shows it in the booking, the mail and the calendar', async () => {
    const place = '12 Herbert Macaulay Way, Yaba';
    const elder = await elderWithWindow(4, {
      startTime: '17:00',
      endTime: '17:30',
      method: 'Offline',
      place,
    });
    const saved = await app.inject({
      method: 'GET',
      url: '/api/elder/interviewAvailability',
      headers: elder.headers,
    });
    expect(saved.json().rules[0]).toMatchObject({ method: 'Offline', place, meetingLink: null });
    const applicant = await invitedApplicant();
    const [slot] = (await slotsOn(applicant.token, 4)).filter(
      (one) => one.schoolTime === '17:00' && one.method === 'Offline',
    );
    expect(slot).toBeDefined();
    const booked = await book(applicant.token, slot?.startsAt ?? '', 'Offline');
    expect(booked.statusCode).toBe(200);
    expect(booked.json().booking).toMatchObject({ method: 'Offline', place, meetingLink: null });
    const [mail] = await mailsTo(applicant.email, 'interview-booked');
    expect(mail?.text).toContain(`Come in person to: ${place}`);
    const event = (await icsOf(applicant.email, 'interview-booked')).getFirstSubcomponent('vevent');
    expect(event?.getFirstPropertyValue('location')).toBe(place);
  });

  it('clears the reminders on a move and plans them again for the new time, naming the day', async () => {
    await elderWithWindow(3, { startTime: '17:00', endTime: '18:00' });
    const applicant = await invitedApplicant();
    const slots = (await slotsOn(applicant.token, 3)).filter((one) => one.schoolTime >= '17:00');
    await book(applicant.token, slots[0]?.startsAt ?? '');
    const userId = await userIdOf(applicant.email);
    const first = startIn(20);
    await app.db.update(interviewBookings).set(first).where(eq(interviewBookings.applicantId, userId));
    await sendDueBookingReminders(app);
    const [reminder] = await mailsTo(applicant.email, 'interview-reminder-24h');
    // The day by name and date, never "tomorrow" (a late sweep may send it on the same day).
    const day = formatSchoolDate(first.startsAt, 'Africa/Lagos');
    expect(reminder?.subject).toContain(day);
    expect(`${reminder?.subject} ${reminder?.text}`).not.toMatch(/tomorrow/i);
    expect((await rowOf(applicant.email))?.reminder24hAt).not.toBeNull();

    const moved = await book(applicant.token, slots[1]?.startsAt ?? '');
    expect(moved.statusCode).toBe(200);
    const row = await rowOf(applicant.email);
    expect([row?.reminder24hAt, row?.reminder1hAt]).toEqual([null, null]);
    await app.db.update(interviewBookings).set(startIn(20)).where(eq(interviewBookings.applicantId, userId));
    await sendDueBookingReminders(app);
    expect(await mailsTo(applicant.email, 'interview-reminder-24h')).toHaveLength(2);
  });

  it('sends only the 1-hour reminder for an interview booked less than a day ahead', async () => {
    // A window starting on the next full hour five to six hours from now, on whatever school day that is.
    const at = new Date(Date.now() + 6 * HOUR);
    const date = formatSchoolDate(at, 'Africa/Lagos');
    const hour = formatSchoolTime(at, 'Africa/Lagos').slice(0, 2);
    const next = String((Number(hour) + 1) % 24).padStart(2, '0');
    const staff = await createStaff(app, 'ELDER');
    const headers = bearer((await logIn(app, staff.email, staff.password)).json().accessToken as string);
    const window = { kind: 'one-off', date, startTime: `${hour}:00`, endTime: `${next}:00` };
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/elder/interviewAvailability',
      headers,
      payload: {
        rules: [{ ...window, lengthMinutes: 30, bufferMinutes: 0, method: 'phone' }],
        daysOff: [],
      },
    });
    expect(saved.statusCode).toBe(200);
    const applicant = await invitedApplicant();
    const [slot] = (
      (await page(applicant.token)).json().slots as {
        startsAt: string;
        schoolDate: string;
        schoolTime: string;
      }[]
    ).filter((one) => one.schoolDate === date && one.schoolTime === `${hour}:00`);
    expect(slot).toBeDefined();
    expect((await book(applicant.token, slot?.startsAt ?? '')).statusCode).toBe(200);
    await sendDueBookingReminders(app);
    expect(await mailsTo(applicant.email, 'interview-reminder-24h')).toHaveLength(0);
    await app.db
      .update(interviewBookings)
      .set(startIn(0.5))
      .where(eq(interviewBookings.applicantId, await userIdOf(applicant.email)));
    await sendDueBookingReminders(app);
    expect(await mailsTo(applicant.email, 'interview-reminder-1h')).toHaveLength(1);
    expect(await mailsTo(applicant.email, 'interview-reminder-24h')).toHaveLength(0);
  });

  it('sends both reminders by SMS as well to an applicant who accepted SMS', async () => {
    await elderWithWindow(2, { startTime: '17:00', endTime: '17:30' });
    const applicant = await invitedApplicant();
    const userId = await userIdOf(applicant.email);
    const phone = uniquePhone();
    await app.db.update(users).set({ phone }).where(eq(users.id, userId));
    await recordConsent(
      app.db,
      { userId, phone, dialCode: '+234' },
      { channel: 'sms', accepted: true },
      'Lagos Code',
    );
    const [slot] = (await slotsOn(applicant.token, 2)).filter((one) => one.schoolTime === '17:00');
    expect((await book(applicant.token, slot?.startsAt ?? '')).statusCode).toBe(200);
    const channelsOf = async (kind: string) =>
      (
        await app.db
          .select({ channel: mailOutbox.channel, to: mailOutbox.toAddress, text: mailOutbox.text })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.kind, kind)))
          .orderBy(mailOutbox.id)
      ).map((row) => [row.channel, row.to]);
    for (const [hours, kind] of [
      [20, 'interview-reminder-24h'],
      [0.5, 'interview-reminder-1h'],
    ] as const) {
      await app.db
        .update(interviewBookings)
        .set(startIn(hours))
        .where(eq(interviewBookings.applicantId, userId));
      await sendDueBookingReminders(app);
      expect(await channelsOf(kind)).toEqual([
        ['email', applicant.email],
        ['sms', `+234${phone}`],
      ]);
    }
  });
});

describe('who sees which bookings', () => {
  it('shows an elder their own interviews, an admin everyone’s, an applicant only their own', async () => {
    const elder = await elderWithWindow(13, { startTime: '11:00', endTime: '11:30' });
    const other = await elderWithWindow(13, { startTime: '15:00', endTime: '15:30' });
    const applicant = await invitedApplicant();
    const [slot] = await slotsOn(applicant.token, 13);
    await app.inject({
      method: 'POST',
      url: '/api/applicant/interviewBooking/book',
      headers: applicant.auth,
      payload: { startsAt: slot?.startsAt, method: 'phone' },
    });
    const list = async (headers: Record<string, string>) =>
      (await app.inject({ method: 'GET', url: '/api/elder/interviewBookings?days=20', headers })).json()
        .bookings as {
        applicantEmail: string;
      }[];
    const emails = (rows: { applicantEmail: string }[]) => rows.map((row) => row.applicantEmail);
    expect(emails(await list(elder.headers))).toContain(applicant.email);
    expect(emails(await list(other.headers))).not.toContain(applicant.email);
    expect(emails(await list(admin))).toContain(applicant.email);
    expect(
      (await app.inject({ method: 'GET', url: '/api/elder/interviewBookings', headers: applicant.auth }))
        .statusCode,
    ).toBe(403);
    const mine = await app.inject({
      method: 'GET',
      url: '/api/applicant/interviewBooking',
      headers: applicant.auth,
    });
    expect(mine.json().booking.startsAt).toBe(slot?.startsAt);
  });
});

describe('the staff screens’ lists', () => {
  it('gives a day’s bookings with the link and zone, and one applicant’s bookings on any day', async () => {
    const elder = await elderWithWindow(12, {
      startTime: '09:00',
      endTime: '09:30',
      method: 'ONLINE',
      meetingLink: 'https://meet.example/{booking}',
    });
    const applicant = await invitedApplicant();
    const [slot] = (await slotsOn(applicant.token, 12)).filter((one) => one.schoolTime === '09:00');
    expect((await book(applicant.token, slot?.startsAt ?? '', 'ONLINE')).statusCode).toBe(200);
    const list = async (query: string, headers = elder.headers) =>
      app.inject({ method: 'GET', url: `/api/elder/interviewBookings?${query}`, headers });
    const day = await list(`from=${dateAhead(12)}&days=1`);
    expect(day.statusCode).toBe(200);
    const [row] = day.json().bookings;
    expect(day.json().timeZone).toBe('Africa/Lagos');
    expect(row).toMatchObject({
      applicantEmail: applicant.email,
      method: 'ONLINE',
      meetingLink: `https://meet.example/${row.id}`,
      place: null,
    });
    expect((await list(`from=${dateAhead(13)}&days=1`)).json().bookings).toEqual([]);
    // The profile asks by applicant: any day, and whoever the elder (the profile shows it to staff).
    const other = await createStaff(app, 'ELDER');
    const otherHeaders = bearer((await logIn(app, other.email, other.password)).json().accessToken as string);
    const profile = await list(
      `applicant=${encodeURIComponent(applicant.email.toUpperCase())}`,
      otherHeaders,
    );
    expect(profile.json().bookings.map((one: { id: string }) => one.id)).toEqual([row.id]);
    expect((await list('applicant=not-an-email')).statusCode).toBe(400);
    expect((await list('from=31-02-2027')).statusCode).toBe(400);
  });
});
