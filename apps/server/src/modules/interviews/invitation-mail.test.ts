import { eq } from 'drizzle-orm';
import { simpleParser, type Attachment } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails } from '../../db/schema.ts';
import { openMailerOnSink, type MailerOnSink } from '../../test/mailer-on-sink.ts';
import { readIcs } from '../../test/read-ics.ts';
import { buildInvitationMail, type InterviewInvitation } from './invitation-ics.ts';

// Invitations through the real outbox and a real SMTP server: what a calendar client receives.

const interview = (overrides: Partial<InterviewInvitation>): InterviewInvitation => ({
  method: 'REQUEST',
  uid: 'interview-7@agentdesk.example',
  sequence: 0,
  start: new Date('2030-03-04T15:00:00Z'),
  end: new Date('2030-03-04T16:00:00Z'),
  jobTitle: 'Senior Backend Engineer',
  roundName: 'Technical round',
  organizer: { name: 'Ada Recruiter', email: 'ada@acme.example' },
  candidate: { name: 'Zoë Candidate', email: 'zoe@example.com' },
  interviewers: [{ name: 'Bob Builder', email: 'bob@acme.example' }],
  videoUrl: 'https://meet.example.com/abc-defg',
  timeZone: 'Asia/Tokyo',
  ...overrides,
});

/** The calendar parts of a received mail: the text/calendar alternative and the invite.ics attachment. */
const calendarPartsOf = async (raw: string) => {
  const parsed = await simpleParser(raw);
  const isCalendar = (part: Attachment) =>
    part.contentType === 'text/calendar' || part.contentType === 'application/ics';
  const parts = parsed.attachments.filter(isCalendar).map((part) => {
    const contentType = part.headers.get('content-type') as { value: string; params: Record<string, string> };
    return {
      contentType: contentType.value,
      method: contentType.params['method'] ?? null,
      filename: part.filename ?? null,
      ics: readIcs(part.content.toString('utf8')),
    };
  });
  return { parsed, parts };
};

describe('interview invitations through the outbox', () => {
  let outbox: MailerOnSink;
  beforeAll(async () => {
    outbox = await openMailerOnSink();
  });
  afterAll(() => outbox.close());

  const receivedWithId = async (messageId: string) => {
    await expect
      .poll(() => outbox.sink.mails.some((m) => m.raw.includes(`Message-ID: <${messageId}>`)), { interval: 20 })
      .toBe(true);
    return outbox.sink.mails.find((m) => m.raw.includes(`Message-ID: <${messageId}>`))!;
  };

  it('sends the invitation, its change and its cancellation as calendar parts calendars understand', async () => {
    const versions = [
      interview({}),
      interview({ sequence: 1, start: new Date('2030-03-05T01:00:00Z'), end: new Date('2030-03-05T02:00:00Z') }),
      interview({
        method: 'CANCEL',
        sequence: 2,
        start: new Date('2030-03-05T01:00:00Z'),
        end: new Date('2030-03-05T02:00:00Z'),
      }),
    ];
    const queued = [];
    for (const version of versions)
      queued.push(
        await outbox.mailer.enqueue({
          kind: 'interview_invitation',
          to: 'zoe@example.com',
          ...buildInvitationMail(version),
        }),
      );

    const received = [];
    for (const { messageId } of queued) received.push(await calendarPartsOf((await receivedWithId(messageId)).raw));
    const expected = [
      { method: 'REQUEST', sequence: 0, status: 'CONFIRMED', start: '20300304T150000Z' },
      { method: 'REQUEST', sequence: 1, status: 'CONFIRMED', start: '20300305T010000Z' },
      { method: 'CANCEL', sequence: 2, status: 'CANCELLED', start: '20300305T010000Z' },
    ];
    received.forEach(({ parsed, parts }, index) => {
      const want = expected[index]!;
      // nodemailer's icalEvent: a text/calendar alternative with the method, and the same as invite.ics.
      expect(parts.map((part) => [part.contentType, part.method, part.filename])).toEqual([
        ['text/calendar', want.method, null],
        ['application/ics', null, 'invite.ics'],
      ]);
      for (const { ics } of parts) {
        expect(ics).toMatchObject({
          method: want.method,
          uid: 'interview-7@agentdesk.example',
          sequence: want.sequence,
          status: want.status,
          start: { text: want.start },
        });
        expect(ics.attendees.map((a) => a.address.toLowerCase())).toEqual([
          'mailto:zoe@example.com',
          'mailto:bob@acme.example',
        ]);
      }
      expect(parsed.to).toMatchObject({ value: [{ address: 'zoe@example.com' }] });
      // The plain text tells the time in the recipient's zone (Tokyo is UTC+9).
      expect(parsed.text).toMatch(
        index === 0
          ? /When: Tuesday, March 5, 2030, 12:00\s–\s1:00\sAM \(Japan Standard Time, Asia\/Tokyo\)/
          : /When: Tuesday, March 5, 2030, 10:00\s–\s11:00\sAM/,
      );
    });
    expect(received.map(({ parsed }) => parsed.subject)).toEqual([
      'Interview: Senior Backend Engineer — Technical round',
      'Updated: Interview: Senior Backend Engineer — Technical round',
      'Cancelled: Interview: Senior Backend Engineer — Technical round',
    ]);
  });

  it('keeps the invitation with the queued mail: a restarted server still sends it', async () => {
    const before = outbox.newMailer();
    // Queued in a transaction and never kicked: the process "dies" with the mail pending.
    const { messageId } = await outbox.db.transaction((tx) =>
      before.enqueue(
        {
          kind: 'interview_invitation',
          to: 'bob@acme.example',
          ...buildInvitationMail(interview({ uid: 'interview-8@agentdesk.example', timeZone: 'Europe/Berlin' })),
        },
        tx,
      ),
    );
    await before.stop();

    const after = outbox.newMailer();
    await after.deliverDue();
    await after.stop();
    const { parts } = await calendarPartsOf((await receivedWithId(messageId)).raw);
    expect(parts.map((part) => [part.contentType, part.method])).toContainEqual(['text/calendar', 'REQUEST']);
    expect(parts[0]!.ics).toMatchObject({ uid: 'interview-8@agentdesk.example', sequence: 0 });
  });

  it('keeps the invitation in the local outbox when no SMTP server is configured', async () => {
    const local = outbox.newMailer({ isLocal: true });
    const { id, isLocal } = await local.enqueue({
      kind: 'interview_invitation',
      to: 'zoe@example.com',
      ...buildInvitationMail(interview({ method: 'CANCEL', sequence: 5 })),
    });
    await local.stop();
    expect(isLocal).toBe(true);
    const [row] = await outbox.db.select().from(outboxMails).where(eq(outboxMails.id, id));
    expect(row).toMatchObject({ status: 'local', icalMethod: 'CANCEL' });
    expect(readIcs(row!.icalContent!)).toMatchObject({ method: 'CANCEL', sequence: 5, status: 'CANCELLED' });
  });
});
