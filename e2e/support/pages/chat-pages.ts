// Page object of the mf-chat remote: the topic lists of job seekers and of the company inbox, and
// a thread. Texts are mf-chat's own (mf-chat/src/app/i18n/ja.ts).
import type { Locator, Page } from '@playwright/test';

export class ChatPages {
  private readonly mainArea: Locator;

  constructor(private readonly page: Page) {
    this.mainArea = page.getByRole('main');
  }

  heading(name: string | RegExp): Locator {
    return this.mainArea.getByRole('heading', { level: 1, name });
  }

  // chat.topics.list, company.messages.list
  get searchBox(): Locator {
    return this.mainArea.getByRole('searchbox', { name: 'メッセージを検索' });
  }
  get topicList(): Locator {
    return this.mainArea.getByRole('list', { name: 'メッセージ一覧' });
  }
  /** The row of the topic whose text contains `text` (a posting's or an applicant's name). */
  topicRow(text: string): Locator {
    return this.topicList.getByRole('link').filter({ hasText: text });
  }
  unreadBadge(row: Locator): Locator {
    return row.getByLabel(/^未読 \d+件$/);
  }

  // chat.show, company.messages.show
  get log(): Locator {
    return this.mainArea.getByRole('log', { name: 'メッセージ' });
  }
  /** The message of the thread whose text contains `text`. */
  message(text: string): Locator {
    return this.log.getByRole('listitem').filter({ hasText: text });
  }
  get input(): Locator {
    return this.mainArea.getByRole('textbox', { name: 'メッセージを入力' });
  }
  get sendButton(): Locator {
    return this.mainArea.getByRole('button', { name: '送信', exact: true });
  }

  async send(text: string): Promise<void> {
    await this.input.fill(text);
    await this.sendButton.click();
  }
}
