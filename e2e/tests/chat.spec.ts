// Chat end to end across shell, mf-positions, mf-chat, the api and its socket (docs/chat.md): a job
// seeker applies, which opens a conversation with the company; they write, a member of the
// company answers from the company inbox on their own phone, and each side sees the other's
// messages, unread badges and 既読 marks change without reloading.
import type { Browser } from '@playwright/test';
import { applyThroughApi } from '../support/catalog';
import { DEMO_MEMBER, demoCompanyPosting, topicsOf, writeAsSeeker } from '../support/chat';
import { baseURL } from '../support/environment';
import { expect, test as base } from '../support/fixtures';
import { AuthPages } from '../support/pages/auth-pages';
import { ChatPages } from '../support/pages/chat-pages';
import { PositionsPages } from '../support/pages/positions-pages';
import { ShellChrome } from '../support/pages/shell-chrome';

const test = base.extend<{ chat: ChatPages; positions: PositionsPages }>({
  chat: async ({ page }, provide) => {
    await provide(new ChatPages(page));
  },
  positions: async ({ page }, provide) => {
    await provide(new PositionsPages(page));
  },
});

/** The company's member on a phone of their own: a browser context of their own. */
async function companyMember(browser: Browser, viewport: { width: number; height: number } | null) {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  const auth = new AuthPages(page);
  await auth.gotoLogin();
  await auth.login(DEMO_MEMBER);
  await expect(page).toHaveURL(/\/company\//);
  return { context, page, chat: new ChatPages(page), shell: new ShellChrome(page) };
}

test('a job seeker applies and writes; the company answers from its inbox and both sides see it live', async ({
  page,
  browser,
  request,
  onboardedAccount,
  authPages,
  shell,
  positions,
  chat,
}) => {
  const { posting } = await demoCompanyPosting(request);
  const greeting = `はじめまして。${posting.name}について質問があります。`;
  const answer = 'ご応募ありがとうございます。面談の日程を調整させてください。';

  await test.step('applying opens the conversation with the application message', async () => {
    await authPages.gotoLogin({ intendedUrl: `/positions/${posting.id}` });
    await authPages.login(onboardedAccount);
    await positions.applyButton.click();
    await positions.confirmDialog.getByRole('button', { name: '応募する', exact: true }).click();
    await expect(positions.successDialog).toBeVisible();
    await page.keyboard.press('Escape');

    await shell.chatIcon.click();
    await expect(page).toHaveURL(`${baseURL}/messages/topics`);
    await chat.topicRow(posting.name).click();
    await expect(page).toHaveURL(/\/messages\/topics\/[^/]+$/);
    await expect(shell.topBar).toContainText(posting.name);
    await expect(chat.message(`「${posting.name}」に応募しました。`)).toBeVisible();
  });

  await test.step('the job seeker writes: the input clears and the message is theirs', async () => {
    await expect(chat.sendButton).toBeDisabled();
    await chat.send(greeting);
    await expect(chat.input).toHaveValue('');
    await expect(chat.message(greeting)).toContainText('あなた');
    await expect(chat.message(greeting)).not.toContainText('既読');
  });

  const member = await companyMember(browser, page.viewportSize());
  try {
    await test.step('the company inbox shows the new conversation unread', async () => {
      await member.shell.chatIcon.click();
      await expect(member.page).toHaveURL(`${baseURL}/company/messages/topics`);
      // every onboarded test account is called 山田 太郎: the greeting tells this one apart
      const row = member.chat.topicRow(greeting);
      await expect(row).toBeVisible();
      await expect(member.chat.unreadBadge(row)).toHaveText('2');
      await row.click();
      await expect(member.chat.message(greeting)).toBeVisible();
    });

    await test.step('the member has read it: the job seeker sees 既読 without reloading', async () => {
      await expect(chat.message(greeting)).toContainText('既読');
    });

    await test.step('the job seeker goes back to the list; the answer arrives there live', async () => {
      await page.goBack();
      await expect(page).toHaveURL(`${baseURL}/messages/topics`);
      const row = chat.topicRow(posting.name);
      await expect(chat.unreadBadge(row)).toHaveCount(0);

      await member.chat.send(answer);
      await expect(member.chat.input).toHaveValue('');

      await expect(row).toContainText(answer);
      await expect(chat.unreadBadge(row)).toHaveText('1');
      await expect(shell.chatIcon).toHaveAccessibleName('メッセージ（未読1件）');
    });

    await test.step('opening the thread reads the answer, and the badges go', async () => {
      await chat.topicRow(posting.name).click();
      await expect(chat.message(answer)).toBeVisible();
      await expect(member.chat.message(answer)).toContainText('既読');
      await page.goBack();
      await expect(chat.unreadBadge(chat.topicRow(posting.name))).toHaveCount(0);
      await expect(shell.chatIcon).toHaveAccessibleName('メッセージ');
    });
  } finally {
    await member.context.close();
  }
});

test('a long conversation opens at the newest message and loads older ones when scrolled to the top', async ({
  request,
  onboardedAccount,
  authPages,
  chat,
}) => {
  const { posting } = await demoCompanyPosting(request, 1);
  await applyThroughApi(request, onboardedAccount, posting);
  const [topic] = await topicsOf(request, onboardedAccount);
  const lines = Array.from({ length: 30 }, (_, index) => `確認事項 ${index + 1} 件目です`);
  await writeAsSeeker(request, onboardedAccount, topic!.id, lines);

  await authPages.gotoLogin({ intendedUrl: `/messages/topics/${topic!.id}` });
  await authPages.login(onboardedAccount);
  await expect(chat.message('確認事項 30 件目です')).toBeVisible();
  // 31 messages, 20 a page: the application message and the first ten lines are older
  await expect(chat.message(`「${posting.name}」に応募しました。`)).toHaveCount(0);
  await expect(chat.message('確認事項 10 件目です')).toHaveCount(0);

  await chat.log.evaluate((log) => log.scrollTo({ top: 0 }));
  await expect(chat.message('確認事項 10 件目です')).toBeVisible();
  await expect(chat.message(`「${posting.name}」に応募しました。`)).toHaveCount(1);
  // the view stays where the reader was instead of jumping to the oldest message
  await expect(chat.message('確認事項 11 件目です')).toBeInViewport();
});
