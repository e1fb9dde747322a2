import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

/** One mail of the dev outbox (`GET /api/dev/outbox?to=`), as docs/contracts.md pins it. */
export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  /** Extra headers, name → value (e.g. `List-Unsubscribe`). */
  headers: Record<string, string>;
  attachments: Array<{ filename: string; contentType: string; content: string }>;
  createdAt: string;
}

export interface Outbox {
  /** Every mail sent to `to`, newest first. */
  list(to: string): Promise<OutboxMail[]>;
  /**
   * Waits (briefly) for a mail to `to` that this test has not taken yet and that carries a link
   * matching `link`; returns the mail and that link. Mails are taken newest first.
   */
  waitForLink(to: string, link: RegExp): Promise<{ mail: OutboxMail; link: string }>;
}

export function createOutbox(request: APIRequestContext): Outbox {
  const taken = new Set<string>();
  const list = async (to: string) => {
    const response = await request.get('/api/dev/outbox', { params: { to } });
    expect(response.status(), `GET /api/dev/outbox?to=${to}`).toBe(200);
    const body = (await response.json()) as { value: OutboxMail[] };
    return body.value;
  };
  return {
    list,
    async waitForLink(to, link) {
      let found: { mail: OutboxMail; link: string } | undefined;
      await expect
        .poll(
          async () => {
            for (const mail of await list(to)) {
              const match =
                !taken.has(mail.id) && mail.links.find((candidate) => link.test(candidate));
              if (match) {
                found = { mail, link: match };
                return true;
              }
            }
            return false;
          },
          { message: `a mail to ${to} with a link matching ${link}`, timeout: 10_000 },
        )
        .toBe(true);
      taken.add(found!.mail.id);
      return found!;
    },
  };
}
