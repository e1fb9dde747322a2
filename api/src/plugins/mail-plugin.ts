import nodemailer from 'nodemailer';
import { DEFAULT_MAIL_FROM, type MailSender } from '../config/env-config';
import type { Clock } from '../lib/clock';
import { createMailTemplates } from '../mail/mail-templates';
import { insertOutboxMail } from '../mail/outbox-repository';
import { createOutboxSender } from '../mail/outbox-sender';
import { definePlugin } from '../lib/define-plugin';
import type { Mailer } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** nodemailer's From: it quotes and encodes the name (Japanese too); a bare address without one. */
const fromOf = ({ name, address }: MailSender) => (name ? { name, address } : address);

/**
 * Mail goes through the `mail_outbox` table, whatever the transport, so every mail is on record.
 * With SMTP a background sender delivers the rows, retrying failures with growing waits
 * (docs/api.md#mail); the request that caused the mail has answered long before.
 */
export const mailPlugin = definePlugin<{
  smtpUrl?: string;
  publicOrigin: string;
  clock: Clock;
  /** The From of every mail (MAIL_FROM, docs/api.md#mail). */
  mailFrom?: MailSender;
  /** How often the sender looks for due mail (retries, and mail written in transactions). */
  pollIntervalMs?: number;
}>('mail', async (app, { smtpUrl, publicOrigin, clock, mailFrom, pollIntervalMs = 10_000 }) => {
  // time-outs well inside the sender's lease (DELIVERY_LEASE_MS), so a slow server is a failure
  const smtp = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
      })
    : undefined;
  const sender =
    smtp &&
    createOutboxSender({
      db: app.db,
      clock,
      log: app.log,
      deliver: async (mail) => {
        await smtp.sendMail({
          from: fromOf(mailFrom ?? DEFAULT_MAIL_FROM),
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
          attachments: mail.attachments.map(({ filename, contentType, content }) => ({
            filename,
            contentType,
            content,
            encoding: 'base64',
          })),
        });
      },
    });

  const mailer: Mailer = {
    transport: smtp ? 'smtp' : 'outbox',
    templates: createMailTemplates(publicOrigin),
    from: mailFrom ?? DEFAULT_MAIL_FROM,
    async send(mail, db = app.db) {
      await insertOutboxMail(db, mail, this.transport, clock(), Boolean(sender));
      // outside a transaction the row is visible now: start on it without waiting for the timer
      if (sender && db === app.db) void sender.deliverDue();
    },
    deliverDue: () => sender?.deliverDue() ?? Promise.resolve(),
  };
  app.decorate('mailer', mailer);

  if (sender) {
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void sender.deliverDue(); // mail left from before a restart
      timer = setInterval(() => void sender.deliverDue(), pollIntervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await sender.stop();
      smtp.close();
    });
  }
});
