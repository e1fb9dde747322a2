import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import type { MailAttachment } from '../../mail/mail-templates';

// The calendar file of an interview mail (RFC 5545, docs/conversations.md#calendar-files).

const TOKYO = 'Asia/Tokyo';

/**
 * Japan has kept +09:00 without daylight saving time since 1951, so Tokyo's VTIMEZONE is one
 * STANDARD rule; written here rather than taken from a zone database package for that one line.
 */
const tokyoTimezone = (tzid: string) =>
  [
    'BEGIN:VTIMEZONE',
    `TZID:${tzid}`,
    'BEGIN:STANDARD',
    'TZOFFSETFROM:+0900',
    'TZOFFSETTO:+0900',
    'TZNAME:JST',
    'DTSTART:19700101T000000',
    'END:STANDARD',
    'END:VTIMEZONE',
  ].join('\r\n');

export interface InterviewEvent {
  /** The interview's id: one UID for the event across reschedules. */
  interviewId: string;
  /** One above the last file's; a calendar applies only a higher one. */
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  startsAt: Date;
  endsAt: Date;
  summary: string;
  description: string;
  /** The address, or the meeting URL of an online interview. */
  location: string;
  url: string | null;
  attendees: ReadonlyArray<{ name: string; email: string }>;
  /** Who the event is from: the platform's sender (MAIL_FROM), so no member's address reaches the seeker. */
  organizer: { name: string; email: string };
  now: Date;
}

/** The UID of an interview's event. */
export const interviewUid = (interviewId: string) => `interview-${interviewId}@jobmatch`;

/**
 * The `.ics` of an interview: METHOD REQUEST books or moves the event, METHOD CANCEL removes it.
 * Times are `TZID=Asia/Tokyo` with the zone's VTIMEZONE (luxon gives ical-generator the Tokyo
 * wall-clock time; a plain Date would be written in the server's own zone).
 */
export function interviewCalendarFile(event: InterviewEvent): MailAttachment {
  const calendar = ical({
    prodId: { company: 'JobMatch', product: 'interviews', language: 'JA' },
    method: event.method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
    timezone: { name: null, generator: tokyoTimezone },
  });
  calendar.createEvent({
    id: interviewUid(event.interviewId),
    sequence: event.sequence,
    stamp: event.now,
    start: DateTime.fromJSDate(event.startsAt),
    end: DateTime.fromJSDate(event.endsAt),
    timezone: TOKYO,
    summary: event.summary,
    description: event.description,
    location: event.location,
    url: event.url,
    status: event.method === 'REQUEST' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    organizer: event.organizer,
    attendees: event.attendees.map((attendee) => ({ name: attendee.name, email: attendee.email })),
  });
  const method = event.method;
  return {
    filename: method === 'REQUEST' ? 'interview.ics' : 'interview-cancel.ics',
    contentType: `text/calendar; method=${method}; charset=UTF-8`,
    content: Buffer.from(calendar.toString(), 'utf8').toString('base64'),
  };
}
