import type { MailSender } from '../config/env-config';
import type { Queryable } from '../db/database';
import type { MailMessage, MailTemplates } from './mail-templates';

/** What the app's `mailer` does for the services (api/src/plugins/mail-plugin.ts builds it). */
export interface Mailer {
  /** 'outbox': mail is only recorded (local and test runs); 'smtp': recorded, then sent in the background. */
  readonly transport: 'outbox' | 'smtp';
  readonly templates: MailTemplates;
  /** Who every mail is from (MAIL_FROM): also the organizer of an interview's calendar file. */
  readonly from: MailSender;
  /**
   * Records the mail in the outbox, through `db` when given (the caller's transaction). Never
   * waits on SMTP: the background sender delivers it.
   */
  send(mail: MailMessage, db?: Queryable): Promise<void>;
  /** Delivers the due mails now (the sender's timer does too); nothing without SMTP. */
  deliverDue(): Promise<void>;
}
