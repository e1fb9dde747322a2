import ICAL from 'ical.js';
import type { MailAttachment } from '../src/mail/mail-templates';

// A mailed calendar file read back by a real iCalendar parser (ical.js), so the tests check what a
// calendar application would see.

export interface ParsedInvite {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  tzid: string | null;
  /** DTSTART as written: the Tokyo wall-clock time (`2026-04-03T10:00:00`). */
  wallStart: string;
  /** DTSTART as an instant, resolved through the file's own VTIMEZONE. */
  start: Date;
  end: Date;
  /** ORGANIZER, a `mailto:` URI. */
  organizer: string;
}

export function parseInvite(attachment: MailAttachment): ParsedInvite {
  const text = Buffer.from(attachment.content, 'base64').toString('utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vtimezone = calendar.getFirstSubcomponent('vtimezone');
  if (!vtimezone) throw new Error('the file has no VTIMEZONE');
  const timezone = new ICAL.Timezone(vtimezone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('the file has no VEVENT');
  const event = new ICAL.Event(vevent);
  const dtstart = vevent.getFirstProperty('dtstart');
  const start = event.startDate;
  const end = event.endDate;
  start.zone = timezone;
  end.zone = timezone;
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: Number(vevent.getFirstPropertyValue('sequence')),
    status: String(vevent.getFirstPropertyValue('status')),
    tzid: (dtstart?.getParameter('tzid') as string | undefined) ?? null,
    wallStart: start.toString(),
    start: start.toJSDate(),
    end: end.toJSDate(),
    organizer: String(vevent.getFirstPropertyValue('organizer')),
  };
}
