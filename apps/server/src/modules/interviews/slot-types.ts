// The free-slot finder's vocabulary (#18 item 3). Instants are UTC epoch milliseconds; wall-clock
// times ("09:00") are read in each interviewer's own IANA zone.

/** Weekdays as weekly hours are keyed, Monday first (ISO order, as the weekly cap counts). */
export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

/** Local wall-clock time within one day, "HH:MM" to "HH:MM", end after start; "24:00" ends at midnight. */
export type WorkingRange = { start: string; end: string };

/** Working hours per weekday in the interviewer's zone; a day left out or empty is a day off, several ranges leave breaks between them. */
export type WeeklyHours = Partial<Record<Weekday, readonly WorkingRange[]>>;

export type Interviewer = {
  id: string;
  /** IANA zone (e.g. "Asia/Kolkata") in which the working hours, the day and the week of the caps are read. */
  timeZone: string;
  weeklyHours: WeeklyHours;
  /** Most interviews in one local day (existing ones included); null for no cap. */
  maxPerDay: number | null;
  /** Most interviews in one local ISO week, Monday to Sunday (existing ones included); null for no cap. */
  maxPerWeek: number | null;
  /** An inactive interviewer is never offered and never bookable. */
  isActive: boolean;
};

/**
 * An interview already booked for one interviewer: its real start and end, and the buffers of its own round.
 * The finder pads it with those buffers itself (pass it unpadded); padded interviews, new or existing, never
 * overlap, so the gap between two interviews is at least the one's buffer after plus the other's before.
 * It counts towards the caps on the interviewer's local day and week of its start. When moving an
 * interview, leave it out of the list.
 */
export type ExistingInterview = {
  interviewerId: string;
  start: number;
  end: number;
  bufferBeforeMinutes?: number;
  bufferAfterMinutes?: number;
};

/** Who sits an interview: all of `interviewerIds` (fixed), or any `size` of them (pool). */
export type Panel =
  | { kind: 'fixed'; interviewerIds: readonly string[] }
  | { kind: 'pool'; interviewerIds: readonly string[]; size: number };

export type InterviewRound = {
  durationMinutes: number;
  /** Minutes that must be free of interviews before the interview (they may lie outside working hours). */
  bufferBeforeMinutes: number;
  /** Minutes that must be free of interviews after the interview (they may lie outside working hours). */
  bufferAfterMinutes: number;
  panel: Panel;
};

/** What both the finder and the booking check read. */
export type SchedulingContext = {
  /** At least everyone on the round's panel; others are ignored. */
  interviewers: readonly Interviewer[];
  /**
   * The panel's booked interviews: at least those that touch the window with their buffers, and for
   * the caps those starting in the local weeks the window touches (window.start - 8 days to
   * window.end + 8 days covers every zone). Others are harmless.
   */
  existing: readonly ExistingInterview[];
  round: InterviewRound;
  /** A slot lies wholly inside: window.start <= start and end <= window.end (its buffers may stick out). */
  window: { start: number; end: number };
  now: number;
  /** A slot starts no sooner than now + this; default 0. */
  minNoticeMinutes?: number;
};

export type FindFreeSlotsInput = SchedulingContext & {
  /** Slots start on multiples of this in UTC (epoch ms divisible by it); default 15. */
  stepMinutes?: number;
  /** At most this many slots, the earliest; default all. */
  limit?: number;
};

export type FreeSlot = {
  start: number;
  end: number;
  /** Who to book: a fixed panel in its given order; for a pool the `size` least-loaded free members, least-loaded first. */
  interviewerIds: string[];
  /** For a pool, the other free members, least-loaded first (who could stand in); empty for a fixed panel. */
  alternateIds: string[];
};

/** Why a slot cannot be booked. */
export type SlotProblemReason =
  | 'outside-window'
  | 'too-soon'
  | 'wrong-panel'
  | 'inactive'
  | 'outside-working-hours'
  | 'busy'
  | 'daily-cap-reached'
  | 'weekly-cap-reached';

/** One reason, with the interviewer it is about (null when it is about the slot or the panel as a whole). */
export type SlotProblem = { reason: SlotProblemReason; interviewerId: string | null };

export type CheckSlotInput = SchedulingContext & { start: number; interviewerIds: readonly string[] };

export type SlotCheck = { isBookable: true } | { isBookable: false; problems: SlotProblem[] };
