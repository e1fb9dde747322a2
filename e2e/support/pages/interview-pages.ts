// Page object of interview scheduling (docs/conversations.md#interview-scheduling): the
// 面接日程を提案 dialog (the company's thread and applicant page) and the proposal card in a
// thread. Texts are @jobmatch/shared/interviews' own (shared/src/interviews/interviews-texts.ts):
// 面接 for an application, 面談 for a casual interview request.
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** One candidate of the dialog: a Tokyo date (`2026-12-03`) and two times (`10:00`). */
export interface SlotRow {
  date: string;
  start: string;
  end: string;
}

export class InterviewPages {
  constructor(private readonly page: Page) {}

  /** The company's button that opens the dialog, in the thread's header or on the applicant page. */
  get proposeButton(): Locator {
    return this.page.getByRole('button', { name: /^面[接談]日程を提案$/ });
  }
  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: /^面[接談]日程を(提案|変更)$/ });
  }

  /** Opens the dialog, fills the rows, the URL (or an address) and an optional message, and sends. */
  async propose(
    slots: readonly SlotRow[],
    where: { url: string } | { address: string },
    note?: string,
  ): Promise<void> {
    await this.proposeButton.click();
    await this.fillAndSend(slots, where, note);
  }

  /** Fills the open dialog (a new proposal or a reschedule) and sends it. */
  async fillAndSend(
    slots: readonly SlotRow[],
    where: { url: string } | { address: string },
    note?: string,
    reason?: string,
  ): Promise<void> {
    const dialog = this.dialog;
    await expect(dialog).toBeVisible();
    for (const [index, slot] of slots.entries()) {
      if (index > 0) await dialog.getByRole('button', { name: '候補日時を追加' }).click();
      const group = dialog.getByRole('group', { name: `候補${index + 1}` });
      await group.getByLabel(/^日付/).fill(slot.date);
      await group.getByLabel(/^開始/).fill(slot.start);
      await group.getByLabel(/^終了/).fill(slot.end);
    }
    if ('url' in where) await dialog.getByRole('textbox', { name: /^面[接談]URL/ }).fill(where.url);
    else {
      await dialog.getByRole('combobox', { name: /^面[接談]の方法/ }).selectOption('place');
      await dialog.getByRole('textbox', { name: /^面[接談]場所/ }).fill(where.address);
    }
    if (reason) await dialog.getByRole('textbox', { name: /^日程変更の理由/ }).fill(reason);
    if (note)
      await dialog.getByRole('textbox', { name: '応募者へのメッセージ（任意）' }).fill(note);
    await dialog.getByRole('button', { name: '候補日時を送る' }).click();
    await expect(dialog).toBeHidden();
  }

  /** The newest proposal card of the page (a thread shows its cards oldest first). */
  get latestCard(): Locator {
    return this.page.getByRole('region', { name: /^面[接談]日程の(ご提案|変更のご相談)$/ }).last();
  }

  /** The card's row of a slot, by its text (`12月3日（木）10:00〜11:00`). */
  slotRow(card: Locator, slotText: string): Locator {
    return card.getByRole('listitem').filter({ hasText: slotText });
  }

  /** The seeker books a slot of the card: 「この日程で確定する」, then 確定する. */
  async pick(card: Locator, slotText: string): Promise<void> {
    await this.slotRow(card, slotText).getByRole('button', { name: 'この日程で確定する' }).click();
    const confirm = this.page.getByRole('dialog', { name: 'この日程で確定しますか？' });
    await confirm.getByRole('button', { name: '確定する' }).click();
    await expect(confirm).toBeHidden();
    await expect(card.getByText('日程確定')).toBeVisible();
  }

  /** The seeker asks for other times, with an optional message. */
  async askOtherTimes(card: Locator, message?: string): Promise<void> {
    await card.getByRole('button', { name: '別の日程を希望する' }).click();
    const dialog = this.page.getByRole('dialog', { name: '別の日程を希望する' });
    if (message)
      await dialog.getByRole('textbox', { name: '企業へのメッセージ（任意）' }).fill(message);
    await dialog.getByRole('button', { name: '送信する' }).click();
    await expect(dialog).toBeHidden();
  }

  /** Either side cancels a booked interview with a reason. */
  async cancel(card: Locator, reason: string): Promise<void> {
    await card.getByRole('button', { name: /^面[接談]をキャンセルする$/ }).click();
    const dialog = this.page.getByRole('dialog', { name: /^面[接談]をキャンセルする$/ });
    await dialog.getByRole('textbox', { name: /^キャンセルの理由/ }).fill(reason);
    await dialog.getByRole('button', { name: 'キャンセルを確定する' }).click();
    await expect(dialog).toBeHidden();
  }
}

/** What a mailed `.ics` says, read from its lines (the api's own test parses it with ical.js). */
export function calendarOf(attachment: { content: string }) {
  const text = Buffer.from(attachment.content, 'base64')
    .toString('utf8')
    // unfold the folded lines, then drop the CRs of RFC 5545's line ends (`$` stops before \n only)
    .replace(/\r\n[ \t]/g, '')
    .replace(/\r/g, '');
  // the event's own lines: the VTIMEZONE before it has a DTSTART of its own
  const event = text.slice(text.indexOf('BEGIN:VEVENT'));
  const line = (name: string, from = event) =>
    from.match(new RegExp(`^${name}[:;](.*)$`, 'm'))?.[1];
  return {
    method: line('METHOD', text),
    uid: line('UID'),
    sequence: Number(line('SEQUENCE')),
    /** `TZID=Asia/Tokyo:20261203T100000` */
    dtstart: line('DTSTART'),
  };
}

/** A Tokyo date `days` after `from` (`2026-12-03`), as the dialog's date field takes it. */
export function tokyoDateAfter(days: number, from = new Date()): string {
  return new Date(from.getTime() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}
