import nodemailer from 'nodemailer';
import type { Clock } from '../lib/clock';
import type { MailMessage } from '../mail/mail-templates';
import { createMailTemplates, type MailTemplates } from '../mail/mail-templates';
import { insertOutboxMail, markOutboxMailSent } from '../mail/outbox-repository';
import { definePlugin } from './define-plugin';

export interface Mailer {
  /** 'outbox': mail is only recorded (local and test runs); 'smtp': recorded, then sent. */
  readonly transport: 'outbox' | 'smtp';
  readonly templates: MailTemplates;
  send(mail: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

const FROM = '"JobMatch" <no-reply@jobmatch.example>';

/**
 * Mail goes through the `mail_outbox` table first, whatever the transport, so every mail is
 * on record. With SMTP a delivery failure is logged and stored on the row; the request that
 * caused the mail still succeeds (the user can ask for the mail again).
 */
export const mailPlugin = definePlugin<{
  smtpUrl?: string;
  publicOrigin: string;
  clock: Clock;
  mailFrom?: string;
}>('mail', async (app, { smtpUrl, publicOrigin, clock, mailFrom }) => {
  const smtp = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  const mailer: Mailer = {
    transport: smtp ? 'smtp' : 'outbox',
    templates: createMailTemplates(publicOrigin),
    async send(mail) {
      const id = await insertOutboxMail(app.db, mail, this.transport, clock());
      if (!smtp) return;
      try {
        await smtp.sendMail({
          from: mailFrom ?? FROM,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        await markOutboxMailSent(app.db, id, clock());
      } catch (error) {
        app.log.error({ err: error, mailId: id }, 'mail delivery failed');
        await markOutboxMailSent(
          app.db,
          id,
          clock(),
          error instanceof Error ? error.message : String(error),
        );
      }
    },
  };
  app.decorate('mailer', mailer);
  if (smtp) app.addHook('onClose', async () => smtp.close());
});
