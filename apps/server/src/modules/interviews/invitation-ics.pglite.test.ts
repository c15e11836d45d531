import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readIcs } from '../../test/read-ics.ts';
import { buildInvitationIcs, buildInvitationMail, type InterviewInvitation } from './invitation-ics.ts';
import { buildInvitationText, formatInterviewWhen } from './invitation-text.ts';

// Pure: no database, so it runs once (in the PGlite project). The .ics is read back with ical.js,
// a parser independent of ical-generator, which writes it.

const invitation = (overrides: Partial<InterviewInvitation> = {}): InterviewInvitation => ({
  method: 'REQUEST',
  uid: 'interview-42@agentdesk.example',
  sequence: 0,
  start: new Date('2030-01-02T10:00:00Z'),
  end: new Date('2030-01-02T11:00:00Z'),
  jobTitle: 'Senior Backend Engineer',
  roundName: 'Technical round',
  organizer: { name: 'Ada Recruiter', email: 'ada@acme.example' },
  candidate: { name: 'Zoë Candidate', email: 'zoe@example.com' },
  interviewers: [
    { name: 'Bob Builder', email: 'bob@acme.example' },
    { name: 'Cy Reviewer', email: 'cy@acme.example' },
  ],
  location: 'Room 4, second floor',
  videoUrl: null,
  notes: null,
  timeZone: 'Europe/Paris',
  stamp: new Date('2029-12-20T08:30:00Z'),
  ...overrides,
});

const addressesOf = (read: ReturnType<typeof readIcs>) => read.attendees.map((a) => a.address.toLowerCase());

/** What iCalendar can carry of typed text: its line breaks become LF (TEXT has only `\n`). */
const asCarried = (typed: string) => typed.replace(/\r\n?/g, '\n');

describe('interview invitations as iCalendar (RFC 5545 / 5546)', () => {
  it('a new interview is a REQUEST with its UID, SEQUENCE, organizer, participants and UTC times', () => {
    const read = readIcs(buildInvitationIcs(invitation()));
    expect(read).toMatchObject({
      method: 'REQUEST',
      uid: 'interview-42@agentdesk.example',
      sequence: 0,
      status: 'CONFIRMED',
      start: { text: '20300102T100000Z', ms: Date.parse('2030-01-02T10:00:00Z') },
      end: { text: '20300102T110000Z', ms: Date.parse('2030-01-02T11:00:00Z') },
      stamp: '20291220T083000Z',
      summary: 'Interview: Senior Backend Engineer — Technical round',
      location: 'Room 4, second floor',
      organizer: { cn: 'Ada Recruiter', address: 'mailto:ada@acme.example' },
    });
    expect(read.componentNames).toEqual(['vevent']);
    expect(addressesOf(read)).toEqual(['mailto:zoe@example.com', 'mailto:bob@acme.example', 'mailto:cy@acme.example']);
    for (const attendee of read.attendees)
      expect(attendee).toMatchObject({ role: 'REQ-PARTICIPANT', partstat: 'NEEDS-ACTION', rsvp: 'TRUE' });
    expect(read.attendees.map((a) => a.cn)).toEqual(['Zoë Candidate', 'Bob Builder', 'Cy Reviewer']);
    // The description tells the round, the job, who and when in the recipient's zone (10:00 UTC is 11:00 in Paris).
    expect(read.description).toContain('Round: Technical round');
    expect(read.description).toContain('Job: Senior Backend Engineer');
    expect(read.description).toContain('Interviewers: Bob Builder, Cy Reviewer');
    expect(read.description).toMatch(
      /When: Wednesday, January 2, 2030, 11:00\sAM\s–\s12:00\sPM \(Central European Standard Time, Europe\/Paris\)/,
    );
  });

  it('a change keeps the UID with a higher SEQUENCE; a cancellation is METHOD:CANCEL, STATUS:CANCELLED, higher still', () => {
    const first = readIcs(buildInvitationIcs(invitation()));
    const moved = readIcs(
      buildInvitationIcs(
        invitation({ sequence: 1, start: new Date('2030-01-03T14:00:00Z'), end: new Date('2030-01-03T15:30:00Z') }),
      ),
    );
    const cancelled = readIcs(
      buildInvitationIcs(
        invitation({
          method: 'CANCEL',
          sequence: 2,
          start: new Date('2030-01-03T14:00:00Z'),
          end: new Date('2030-01-03T15:30:00Z'),
        }),
      ),
    );
    expect(moved).toMatchObject({
      method: 'REQUEST',
      uid: first.uid,
      status: 'CONFIRMED',
      start: { text: '20300103T140000Z' },
      end: { text: '20300103T153000Z' },
    });
    expect(moved.sequence).toBeGreaterThan(first.sequence);
    expect(cancelled).toMatchObject({ method: 'CANCEL', uid: first.uid, status: 'CANCELLED' });
    expect(cancelled.sequence).toBeGreaterThan(moved.sequence);
    expect(cancelled.description).toMatch(/^This interview has been cancelled\./);
    // Everyone who had it is told (RFC 5546 §3.2.5), without being asked to answer.
    expect(addressesOf(cancelled)).toEqual(addressesOf(first));
    expect(cancelled.attendees.every((a) => a.rsvp !== 'TRUE')).toBe(true);
  });

  it('a video link is the location when there is no room, and the URL; only http(s) links are kept', () => {
    const read = readIcs(
      buildInvitationIcs(invitation({ location: null, videoUrl: 'https://meet.example.com/abc-defg?pwd=a,b;c' })),
    );
    expect(read.location).toBe('https://meet.example.com/abc-defg?pwd=a%2Cb%3Bc');
    expect(read.url).toBe('https://meet.example.com/abc-defg?pwd=a%2Cb%3Bc');
    expect(read.description).toContain('Video: https://meet.example.com/abc-defg?pwd=a%2Cb%3Bc');
    const script = readIcs(buildInvitationIcs(invitation({ location: null, videoUrl: 'javascript:alert(1)' })));
    expect(script).toMatchObject({ location: null, url: null });
    expect(script.description).not.toContain('javascript');
  });

  it('what users typed comes back exactly, and a CRLF in it injects no property', () => {
    const injection = 'x\r\nATTENDEE:mailto:evil@example.com';
    const hostile = invitation({
      jobTitle: `Senior; Backend, Engineer \\ "lead"\n${injection}`,
      roundName: `Tech;round,\\n ${injection}`,
      organizer: { name: `Ada "Boss"; HR, ^n ${injection}`, email: 'ada@acme.example' },
      candidate: { name: `Zoë; "Q", \\ ${injection}`, email: 'zoe@example.com' },
      interviewers: [{ name: `Bob:${injection}`, email: 'bob@acme.example' }],
      location: `Room; 4, "B"\\ ${injection}`,
      notes: `Bring; code,\nplease ${injection}\r\nEND:VEVENT\r\nBEGIN:VEVENT`,
    });
    const text = buildInvitationIcs(hostile);
    const read = readIcs(text);

    expect(read.summary).toBe(asCarried(`Interview: ${hostile.jobTitle} — ${hostile.roundName}`));
    expect(read.location).toBe(asCarried(hostile.location!));
    expect(read.organizer.cn).toBe(asCarried(hostile.organizer.name));
    expect(read.attendees.map((a) => a.cn)).toEqual([
      asCarried(hostile.candidate.name),
      asCarried(hostile.interviewers[0]!.name),
    ]);
    expect(read.description).toContain(`Job: ${asCarried(hostile.jobTitle)}`);
    expect(read.description.endsWith(`Notes: ${asCarried(hostile.notes!)}`)).toBe(true);

    expect(addressesOf(read)).toEqual(['mailto:zoe@example.com', 'mailto:bob@acme.example']);
    expect(read.componentNames).toEqual(['vevent']);
    expect(read.calendarProperties).toEqual(['version', 'prodid', 'method']);
    expect(read.eventProperties).toEqual([
      'uid',
      'sequence',
      'dtstamp',
      'dtstart',
      'dtend',
      'summary',
      'location',
      'description',
      'organizer',
      'attendee',
      'attendee',
      'status',
    ]);
    // On the wire: CRLF only between content lines, none longer than 75 octets, no line that starts a property of the attacker's.
    const lines = text.split('\r\n');
    expect(text).not.toMatch(/\r(?!\n)|(?<!\r)\n/);
    expect(lines.filter((line) => Buffer.byteLength(line) > 75)).toEqual([]);
    expect(
      lines.filter((line) => /^(ATTENDEE|END|BEGIN):(mailto|VEVENT)/i.test(line) && !/^(END|BEGIN):VEVENT$/.test(line)),
    ).toEqual([]);
    expect(lines.filter((line) => /^(BEGIN|END):VEVENT$/.test(line))).toHaveLength(2);
  });

  it('long non-ASCII text is folded at 75 octets without splitting a character, and read back whole', () => {
    const notes = 'Проверка 👩🏽‍💻 задачи; '.repeat(20);
    const text = buildInvitationIcs(invitation({ notes }));
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(readIcs(text).description.endsWith(`Notes: ${notes.trim()}`)).toBe(true);
  });

  it('any typed text survives the round trip (property)', () => {
    // Control characters are not allowed in iCalendar text: they are dropped; line breaks become LF.
    // eslint-disable-next-line no-control-regex -- the controls iCalendar text may not hold
    const carried = (typed: string) => asCarried(typed).replace(/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/g, '');
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', minLength: 1 }),
        fc.string({ unit: 'binary', minLength: 1 }),
        (name, notes) => {
          const typedName = `N${name}`;
          const typedNotes = `${notes}.`;
          const read = readIcs(
            buildInvitationIcs(
              invitation({ candidate: { name: typedName, email: 'zoe@example.com' }, notes: typedNotes }),
            ),
          );
          expect(read.attendees[0]!.cn).toBe(carried(typedName));
          expect(read.description.endsWith(`Notes: ${carried(typedNotes.trim())}`)).toBe(true);
          expect(addressesOf(read)).toEqual([
            'mailto:zoe@example.com',
            'mailto:bob@acme.example',
            'mailto:cy@acme.example',
          ]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses a UID or an address that could break the format', () => {
    expect(() => buildInvitationIcs(invitation({ uid: 'interview-1@x\r\nATTENDEE:mailto:evil@example.com' }))).toThrow(
      /UID/,
    );
    expect(() =>
      buildInvitationIcs(
        invitation({ candidate: { name: 'Z', email: 'zoe@example.com\r\nATTENDEE:mailto:evil@example.com' } }),
      ),
    ).toThrow(/e-mail/);
    expect(() => buildInvitationIcs(invitation({ sequence: -1 }))).toThrow(/SEQUENCE/);
    expect(() => buildInvitationIcs(invitation({ end: new Date('2030-01-02T09:00:00Z') }))).toThrow(/ends after/);
  });
});

describe("the invitation's mail text", () => {
  it('says when (in the recipient zone, named), where and who, briefly', () => {
    const text = buildInvitationText(
      invitation({ timeZone: 'America/New_York', videoUrl: 'https://meet.example.com/abc' }),
    );
    expect(text).toMatch(/^You are invited to an interview\.\n/);
    expect(text).toMatch(
      /When: Wednesday, January 2, 2030, 5:00\s–\s6:00\sAM \(Eastern Standard Time, America\/New_York\)/,
    );
    expect(text).toContain('Where: Room 4, second floor');
    expect(text).toContain('Video: https://meet.example.com/abc');
    expect(text).toContain('Candidate: Zoë Candidate');
    expect(text).toContain('Interviewers: Bob Builder, Cy Reviewer');
    expect(text.split('\n').length).toBeLessThanOrEqual(14);
  });

  it('names a change and a cancellation, and an unknown zone falls back to UTC', () => {
    expect(buildInvitationMail(invitation({ sequence: 3 }))).toMatchObject({
      subject: 'Updated: Interview: Senior Backend Engineer — Technical round',
      calendar: { method: 'REQUEST' },
    });
    const cancelled = buildInvitationMail(invitation({ method: 'CANCEL', sequence: 4 }));
    expect(cancelled.subject).toBe('Cancelled: Interview: Senior Backend Engineer — Technical round');
    expect(cancelled.text).toMatch(/^An interview you were invited to has been cancelled\./);
    expect(readIcs(cancelled.calendar.content)).toMatchObject({ method: 'CANCEL', sequence: 4 });
    expect(
      formatInterviewWhen(new Date('2030-07-01T10:00:00Z'), new Date('2030-07-01T11:00:00Z'), 'Mars/Olympus'),
    ).toMatch(/10:00\s–\s11:00\sAM \(Coordinated Universal Time, UTC\)$/);
  });

  it('keeps a typed line break out of the subject', () => {
    expect(buildInvitationMail(invitation({ jobTitle: 'Engineer\r\nBcc: evil@example.com' })).subject).toBe(
      'Interview: Engineer Bcc: evil@example.com — Technical round',
    );
  });
});
