import { createMailTemplates } from '../mail-templates';

const templates = createMailTemplates('https://jobmatch.example');
// 00:00 UTC is 09:00 in Tokyo, whatever zone the test machine runs in
const AT = new Date('2026-04-01T00:00:00Z');

describe('mails to the old address of an email change', () => {
  test('a requested change says when and to what, and links to the password reset', () => {
    const mail = templates.emailChangeRequested(
      'old@example.com',
      '山田 太郎',
      'new@example.com',
      AT,
    );
    expect(mail).toMatchObject({
      kind: 'email_change_requested',
      to: 'old@example.com',
      subject: '【JobMatch】メールアドレス変更のリクエストがありました',
      links: ['https://jobmatch.example/auth/reset-password-request'],
    });
    expect(mail.text).toContain('山田 太郎 様');
    expect(mail.text).toContain('2026年4月1日 9:00に');
    expect(mail.text).toContain('new@example.com に変更するリクエスト');
    expect(mail.text).toContain('至急パスワードを再設定してください');
    expect(mail.html).toContain('href="https://jobmatch.example/auth/reset-password-request"');
  });

  test('a completed change says when and to what, and points to the support desk', () => {
    const mail = templates.emailChanged('old@example.com', '', 'new@example.com', AT);
    expect(mail).toMatchObject({
      kind: 'email_changed',
      to: 'old@example.com',
      subject: '【JobMatch】メールアドレスが変更されました',
      // the old address no longer reaches the account: a reset link would mail the new one
      links: [],
    });
    expect(mail.text).toContain('ユーザー 様');
    expect(mail.text).toContain('2026年4月1日 9:00に');
    expect(mail.text).toContain('new@example.com に変更されました');
    expect(mail.text).toContain('運営事務局までご連絡ください');
  });

  test('the addresses are escaped in the HTML part', () => {
    const mail = templates.emailChanged('old@example.com', '<b>名前</b>', '"x"@example.com', AT);
    expect(mail.html).toContain('&lt;b&gt;名前&lt;/b&gt; 様');
    expect(mail.html).toContain('&quot;x&quot;@example.com');
    expect(mail.html).not.toContain('<b>名前');
  });
});

describe('company invitations', () => {
  test('the link carries the id, the token and the address; the name is escaped in HTML', () => {
    const mail = templates.invitation(
      'a+b@example.com',
      { id: 'inv-1', organizationName: '<株式会社>', role: 'owner', expiresAt: AT },
      'tok_en-1',
    );
    expect(mail).toMatchObject({
      kind: 'invitation',
      subject: '【JobMatch】<株式会社> への招待',
      links: [
        'https://jobmatch.example/company/auth/accept-invitation/inv-1/tok_en-1?email=a%2Bb%40example.com',
      ],
    });
    expect(mail.text).toContain('権限：オーナー');
    expect(mail.text).toContain('2026年4月1日 9:00までです');
    expect(mail.html).toContain('&lt;株式会社&gt;');
    expect(new URL(mail.links[0] ?? '').searchParams.get('email')).toBe('a+b@example.com');
  });
});

describe('application status changes', () => {
  test.each([
    ['PENDING', '応募済み'],
    ['PROCESSING', '選考中'],
    ['ACCEPTED', '内定'],
    ['CLOSED', '見送り'],
  ] as const)(
    '%s is told in the job seeker’s words (%s), with a link to the applications',
    (status, words) => {
      const mail = templates.applicationStatusChanged('seeker@example.com', {
        name: '応募 太郎',
        organizationName: 'アヤメエンジニアリング株式会社',
        productName: 'バックエンドエンジニア',
        status,
        kind: 'application',
        message: null,
      });
      expect(mail).toMatchObject({
        kind: 'application_status_changed',
        to: 'seeker@example.com',
        subject: '【JobMatch】応募状況が更新されました',
        links: ['https://jobmatch.example/job-applications'],
      });
      expect(mail.text).toContain('応募 太郎 様');
      expect(mail.text).toContain(
        'アヤメエンジニアリング株式会社 の求人「バックエンドエンジニア」',
      );
      expect(mail.text).toContain(`現在の応募状況：${words}`);
      expect(mail.html).toContain('href="https://jobmatch.example/job-applications"');
    },
  );

  test('the company and the posting are escaped in the HTML part', () => {
    const mail = templates.applicationStatusChanged('seeker@example.com', {
      name: '',
      organizationName: '<会社>',
      productName: '"求人" & <b>',
      status: 'ACCEPTED',
      kind: 'application',
      message: '<script>ご縁</script>',
    });
    expect(mail.text).toContain('ユーザー 様');
    expect(mail.html).toContain('&lt;会社&gt; の求人「&quot;求人&quot; &amp; &lt;b&gt;」');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).not.toContain('<script>');
  });

  test("a casual interview's outcome reads as one, with the company's own words", () => {
    const mail = templates.applicationStatusChanged('seeker@example.com', {
      name: '応募 太郎',
      organizationName: 'アヤメエンジニアリング株式会社',
      productName: 'バックエンドエンジニア',
      status: 'CLOSED',
      kind: 'casual_interview',
      message: '今回は募集要件と合わず見送らせてください。',
    });
    expect(mail.subject).toBe('【JobMatch】カジュアル面談のお申し込みについて');
    expect(mail.text).toContain('カジュアル面談のお申し込みについて、企業から返答がありました。');
    expect(mail.text).toContain('現在の状況：見送り');
    expect(mail.text).toContain(
      'アヤメエンジニアリング株式会社 からのメッセージ：\n今回は募集要件と合わず見送らせてください。',
    );
  });
});

describe('a closed posting', () => {
  test('tells the seeker the 募集 ended and the conversation with it', () => {
    const mail = templates.postingClosed('seeker@example.com', {
      name: '応募 太郎',
      organizationName: 'アヤメエンジニアリング株式会社',
      productName: 'バックエンドエンジニア',
    });
    expect(mail.kind).toBe('posting_closed');
    expect(mail.subject).toBe('【JobMatch】「バックエンドエンジニア」の募集が終了しました');
    expect(mail.text).toContain('企業とのメッセージのやりとりもできなくなります');
    expect(mail.links).toEqual(['https://jobmatch.example/positions']);
  });
});
