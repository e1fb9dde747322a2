import type { MemberRole } from '@jobmatch/shared/contracts';
import type { OrderKind } from '@jobmatch/shared/contracts';
import type { OrderStatus } from '@jobmatch/shared/domain';

/** A rendered mail. `links` are the action URLs it contains (the dev outbox lists them for tests). */
export interface MailMessage {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  /** Extra headers, name → value (List-Unsubscribe on digests: RFC 8058). */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

/** A file sent with a mail; `content` is base64, as the outbox stores it. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export type MailKind =
  | 'verify_email'
  | 'reset_password'
  | 'verify_change_email'
  | 'password_changed'
  | 'account_deactivated'
  | 'registration_complete'
  | 'login_failures'
  | 'email_change_requested'
  | 'email_changed'
  | 'invitation'
  | 'company_registration_complete'
  | 'organization_application_received'
  | 'organization_application_rejected'
  | 'application_status_changed'
  | 'posting_closed'
  | 'reply_due'
  | 'saved_search_digest'
  | 'two_factor_code'
  | 'two_factor_changed'
  | 'onetime_login'
  | InterviewMailKind;

/** The mails of interview scheduling (docs/conversations.md#interview-mails). */
export type InterviewMailKind =
  | 'interview_proposed'
  | 'interview_confirmed'
  | 'interview_canceled'
  | 'interview_reminder';

interface Layout {
  kind: MailKind;
  subject: string;
  /** Paragraphs before the button (plain text; escaped for HTML). */
  lead: string[];
  /** Linked entries between the lead and the button (a digest's postings). */
  items?: Array<{ title: string; details: string[]; url: string }>;
  action?: { label: string; url: string };
  /** Paragraphs after the button. */
  notes: string[];
  /** Small links after the notes (a digest's unsubscribe link). */
  footerLinks?: Array<{ label: string; url: string }>;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

const SIGNATURE = 'JobMatch 運営事務局';
const NOT_YOU = 'このメールに心当たりがない場合は、お手数ですが破棄してください。';

/** `2026年4月1日 9:00`, in Tokyo time whatever the server's zone (docs/shell.md#text-dates-and-times). */
const mailTime = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  dateStyle: 'long',
  timeStyle: 'short',
});

/** How the mails name an organization role. */
const ROLE_NAMES: Record<MemberRole, string> = {
  owner: 'オーナー',
  admin: '管理者',
  member: 'メンバー',
};

/** An application waiting for the company's reply, as the reminder lists it. */
interface DueReply {
  applicant: string;
  productName: string;
  casual: boolean;
  url: string;
}

/** A casual interview request's status in the job seeker's words (docs/conversations.md#casual-interviews). */
const CASUAL_STATUS_NAMES: Record<OrderStatus, string> = {
  PENDING: '申し込み済み',
  PROCESSING: '日程調整',
  ACCEPTED: '日程調整',
  CLOSED: '見送り',
  CANCELED: '取り消し',
};

/** An application's status in the job seeker's words (docs/jobs.md#applicant-status). */
const SEEKER_STATUS_NAMES: Record<OrderStatus, string> = {
  PENDING: '応募済み',
  PROCESSING: '選考中',
  ACCEPTED: '内定',
  CLOSED: '見送り',
  CANCELED: '取り消し',
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function render(to: string, layout: Layout): MailMessage {
  const items = layout.items ?? [];
  const footerLinks = layout.footerLinks ?? [];
  const text = [
    ...layout.lead,
    ...items.map((item) => [item.title, ...item.details, item.url].join('\n')),
    ...(layout.action ? [`${layout.action.label}：\n${layout.action.url}`] : []),
    ...layout.notes,
    ...footerLinks.map((footer) => `${footer.label}：\n${footer.url}`),
    `――\n${SIGNATURE}`,
  ].join('\n\n');
  const paragraph = (p: string) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`;
  const html = [
    '<!doctype html><html lang="ja"><head><meta charset="utf-8"></head>',
    '<body style="font-family: sans-serif; line-height: 1.6; color: #222;">',
    ...layout.lead.map(paragraph),
    ...items.map(
      (item) =>
        `<p><a href="${escapeHtml(item.url)}" style="font-weight:bold;color:#1a73e8;">${escapeHtml(item.title)}</a>${item.details.map((detail) => `<br>${escapeHtml(detail)}`).join('')}</p>`,
    ),
    ...(layout.action
      ? [
          `<p><a href="${escapeHtml(layout.action.url)}" style="display:inline-block;padding:12px 24px;background:#1a73e8;color:#fff;text-decoration:none;border-radius:4px;">${escapeHtml(layout.action.label)}</a></p>`,
          `<p style="font-size:12px;color:#666;">ボタンが押せない場合は次のURLをブラウザに貼り付けてください：<br>${escapeHtml(layout.action.url)}</p>`,
        ]
      : []),
    ...layout.notes.map(paragraph),
    ...footerLinks.map(
      (footer) =>
        `<p style="font-size:12px;color:#666;"><a href="${escapeHtml(footer.url)}" style="color:#666;">${escapeHtml(footer.label)}</a></p>`,
    ),
    `<p style="color:#666;">${escapeHtml(SIGNATURE)}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    kind: layout.kind,
    to,
    subject: layout.subject,
    text,
    html,
    links: [
      ...items.map((item) => item.url),
      ...(layout.action ? [layout.action.url] : []),
      ...footerLinks.map((footer) => footer.url),
    ],
    ...(layout.headers ? { headers: layout.headers } : {}),
    ...(layout.attachments ? { attachments: layout.attachments } : {}),
  };
}

/** The Japanese mails the account services send. URLs are the shell's routes (docs/accounts.md#mails). */
export function createMailTemplates(publicOrigin: string) {
  const link = (pathname: string, token: string, query?: Record<string, string | undefined>) => {
    const search = new URLSearchParams(
      Object.entries(query ?? {}).filter((entry): entry is [string, string] => !!entry[1]),
    ).toString();
    return `${publicOrigin}${pathname}/${encodeURIComponent(token)}${search ? `?${search}` : ''}`;
  };
  return {
    /** `intendedUrl`: a checked same-site path the page goes on to once verified. */
    verifyEmail: (to: string, name: string, token: string, intendedUrl?: string) =>
      render(to, {
        kind: 'verify_email',
        subject: '【JobMatch】メールアドレスの確認',
        lead: [
          `${name || 'ユーザー'} 様`,
          'JobMatch にご登録いただきありがとうございます。',
          '下のボタンからメールアドレスの確認を完了してください。',
        ],
        action: {
          label: 'メールアドレスを確認する',
          url: link('/auth/verify-email-success', token, { intendedUrl }),
        },
        notes: ['このリンクの有効期限は24時間です。', NOT_YOU],
      }),
    resetPassword: (to: string, token: string) =>
      render(to, {
        kind: 'reset_password',
        subject: '【JobMatch】パスワード再設定のご案内',
        lead: [
          'パスワード再設定のリクエストを受け付けました。',
          '下のボタンから新しいパスワードを設定してください。',
        ],
        action: {
          label: 'パスワードを再設定する',
          url: link('/auth/reset-password-submit', token),
        },
        notes: ['このリンクの有効期限は1時間です。一度使うと無効になります。', NOT_YOU],
      }),
    verifyChangeEmail: (to: string, name: string, token: string) =>
      render(to, {
        kind: 'verify_change_email',
        subject: '【JobMatch】メールアドレス変更の確認',
        lead: [
          `${name || 'ユーザー'} 様`,
          'メールアドレスの変更リクエストを受け付けました。',
          '下のボタンから変更を完了してください。完了するまでは現在のメールアドレスが有効です。',
        ],
        action: {
          label: 'メールアドレスの変更を完了する',
          url: link('/settings/verify-change-email-success', token),
        },
        notes: ['このリンクの有効期限は24時間です。', NOT_YOU],
      }),
    passwordChanged: (to: string, name: string) =>
      render(to, {
        kind: 'password_changed',
        subject: '【JobMatch】パスワードが変更されました',
        lead: [`${name || 'ユーザー'} 様`, 'お使いのアカウントのパスワードが変更されました。'],
        notes: [
          'お心当たりがない場合は、至急パスワードの再設定を行い、運営事務局までご連絡ください。',
        ],
      }),
    accountDeactivated: (to: string, name: string) =>
      render(to, {
        kind: 'account_deactivated',
        subject: '【JobMatch】退会手続きが完了しました',
        lead: [
          `${name || 'ユーザー'} 様`,
          'JobMatch の退会手続きが完了しました。これまでご利用いただきありがとうございました。',
        ],
        notes: ['お心当たりがない場合は、運営事務局までご連絡ください。'],
      }),
    /** To the current (old) address: the change is still pending, and a reset cancels it. */
    emailChangeRequested: (to: string, name: string, newEmail: string, at: Date) =>
      render(to, {
        kind: 'email_change_requested',
        subject: '【JobMatch】メールアドレス変更のリクエストがありました',
        lead: [
          `${name || 'ユーザー'} 様`,
          `${mailTime.format(at)}に、お使いのアカウントのメールアドレスを ${newEmail} に変更するリクエストを受け付けました。`,
          '変更は、新しいメールアドレスに届いた確認メールのリンクが開かれた時点で完了します。',
        ],
        action: {
          label: 'パスワードを再設定する',
          url: `${publicOrigin}/auth/reset-password-request`,
        },
        notes: [
          'お心当たりがない場合は、第三者がアカウントを操作している可能性があります。上のボタンから至急パスワードを再設定してください。再設定すると、このメールアドレス変更のリクエストは無効になります。',
          'ご自身で変更された場合は、このメールへの対応は不要です。',
        ],
      }),
    /** To the old address once the change is done: it no longer reaches the account, so no reset link. */
    emailChanged: (to: string, name: string, newEmail: string, at: Date) =>
      render(to, {
        kind: 'email_changed',
        subject: '【JobMatch】メールアドレスが変更されました',
        lead: [
          `${name || 'ユーザー'} 様`,
          `${mailTime.format(at)}に、お使いのアカウントのメールアドレスが ${newEmail} に変更されました。`,
          '今後、JobMatch からのお知らせは新しいメールアドレスにお送りします。',
        ],
        notes: [
          'お心当たりがない場合は、第三者にアカウントを操作された可能性があります。至急、運営事務局までご連絡ください。',
          'ご自身で変更された場合は、このメールへの対応は不要です。',
        ],
      }),
    /** Repeated wrong passwords on the account (docs/accounts.md#login-throttling); no lock to lift. */
    /** docs/accounts.md#two-step-verification: the code of a login, an email enrolment or a disabling. */
    twoFactorCode: (to: string, name: string, code: string, minutes: number) =>
      render(to, {
        kind: 'two_factor_code',
        subject: `【JobMatch】確認コード ${code}`,
        lead: [
          `${name || 'ユーザー'} 様`,
          '二段階認証の確認コードをお送りします。画面に次の6桁のコードを入力してください。',
          code,
        ],
        notes: [
          `このコードの有効期限は${minutes}分です。一度使うと無効になります。`,
          'このコードを他の人に教えないでください。JobMatch の運営がコードをお尋ねすることはありません。',
          'お心当たりがない場合は、パスワードが第三者に知られている可能性があります。パスワードを変更してください。',
        ],
      }),
    /** A second step was turned on or off: the owner hears of it, whoever did it. */
    twoFactorChanged: (to: string, name: string, enabled: boolean) =>
      render(to, {
        kind: 'two_factor_changed',
        subject: enabled
          ? '【JobMatch】二段階認証を有効にしました'
          : '【JobMatch】二段階認証を解除しました',
        lead: [
          `${name || 'ユーザー'} 様`,
          enabled
            ? 'お使いのアカウントで二段階認証が有効になりました。次回のログインから確認コードの入力が必要です。'
            : 'お使いのアカウントで二段階認証が解除されました。ログインはパスワードだけで行えます。',
        ],
        action: { label: '設定を確認する', url: `${publicOrigin}/settings/two-factor` },
        notes: ['お心当たりがない場合は、すぐにパスワードを変更し、運営事務局までご連絡ください。'],
      }),
    /** docs/accounts.md#one-time-login: a sign-in link instead of the password. */
    onetimeLogin: (to: string, name: string, token: string) =>
      render(to, {
        kind: 'onetime_login',
        subject: '【JobMatch】ログイン用リンクのお知らせ',
        lead: [
          `${name || 'ユーザー'} 様`,
          'ログイン用リンクのリクエストを受け付けました。',
          '下のボタンを押すと、パスワードを入力せずにログインできます。',
        ],
        action: { label: 'ログインする', url: link('/auth/onetime-login', token) },
        notes: [
          'このリンクの有効期限は15分です。一度使うと無効になります。',
          '二段階認証を設定している場合は、リンクを開いたあと確認コードの入力が必要です。',
          NOT_YOU,
        ],
      }),
    loginFailures: (to: string, name: string) =>
      render(to, {
        kind: 'login_failures',
        subject: '【JobMatch】ログインの失敗が続いています',
        lead: [
          `${name || 'ユーザー'} 様`,
          'お使いのアカウントで、誤ったパスワードによるログインの失敗が続いています。',
          'アカウントは引き続きご利用いただけます。正しいパスワードでログインしていただければ、特別な操作は必要ありません。',
        ],
        action: {
          label: 'パスワードを再設定する',
          url: `${publicOrigin}/auth/reset-password-request`,
        },
        notes: [
          'お心当たりがない場合は、第三者がパスワードを推測しようとしている可能性があります。念のため、上のボタンからパスワードを再設定してください。再設定すると、ログインの制限も解除されます。',
          'ご自身の入力ミスの場合は、このメールへの対応は不要です。',
        ],
      }),
    registrationComplete: (to: string, name: string) =>
      render(to, {
        kind: 'registration_complete',
        subject: '【JobMatch】プロフィール登録が完了しました',
        lead: [
          `${name || 'ユーザー'} 様`,
          'プロフィールのご登録ありがとうございます。会員登録がすべて完了しました。',
          'ご希望の職種やスキルに合った求人を探して、気になる企業に応募してみましょう。',
        ],
        action: { label: '求人を探す', url: `${publicOrigin}/positions` },
        notes: ['登録内容はいつでもプロフィール画面から変更できます。', NOT_YOU],
      }),
    /**
     * An invitation into a company (docs/company.md#invitations-user-service-apidemand-user). The
     * link carries the address so the accept page can show it before asking anything.
     */
    invitation: (
      to: string,
      invitation: { id: string; organizationName: string; role: MemberRole; expiresAt: Date },
      token: string,
    ) =>
      render(to, {
        kind: 'invitation',
        subject: `【JobMatch】${invitation.organizationName} への招待`,
        lead: [
          `${invitation.organizationName} から、JobMatch の企業アカウントへの招待が届きました（権限：${ROLE_NAMES[invitation.role]}）。`,
          '下のボタンからお名前とパスワードを設定して、招待を受け入れてください。すでに企業アカウントをお持ちの場合は、そのパスワードでご参加いただけます。',
        ],
        action: {
          label: '招待を受け入れる',
          url: link(`/company/auth/accept-invitation/${encodeURIComponent(invitation.id)}`, token, {
            email: to,
          }),
        },
        notes: [
          `このリンクの有効期限は${mailTime.format(invitation.expiresAt)}までです。一度使うと無効になります。`,
          NOT_YOU,
        ],
      }),
    /** After accepting an invitation: the account is ready and belongs to the company. */
    companyRegistrationComplete: (to: string, name: string, organizationName: string) =>
      render(to, {
        kind: 'company_registration_complete',
        subject: '【JobMatch】企業アカウントの登録が完了しました',
        lead: [
          `${name || 'ユーザー'} 様`,
          `${organizationName} のメンバーとして、JobMatch の企業アカウントの登録が完了しました。`,
          'ログインすると、企業マイページから求人や応募者の管理を始められます。',
        ],
        action: { label: '企業マイページを開く', url: `${publicOrigin}/company/mypage` },
        notes: ['ログインには、このメールアドレスと登録したパスワードをお使いください。', NOT_YOU],
      }),
    /** The receipt of an application to use the platform (docs/company.md#company-applications). */
    organizationApplicationReceived: (
      to: string,
      application: { contactName: string; companyName: string },
    ) =>
      render(to, {
        kind: 'organization_application_received',
        subject: '【JobMatch】ご利用申請を受け付けました',
        lead: [
          `${application.contactName} 様`,
          `${application.companyName} による JobMatch のご利用申請を受け付けました。`,
          '運営事務局で内容を確認のうえ、結果をこのメールアドレスにお知らせします。承認された場合は、企業アカウントを作成するための招待メールをお送りします。',
        ],
        notes: [NOT_YOU],
      }),
    /** A rejected application, with the administrator's reason; the name is free to apply again. */
    organizationApplicationRejected: (
      to: string,
      application: { contactName: string; companyName: string; reason: string },
    ) =>
      render(to, {
        kind: 'organization_application_rejected',
        subject: '【JobMatch】ご利用申請の審査結果のお知らせ',
        lead: [
          `${application.contactName} 様`,
          `${application.companyName} による JobMatch のご利用申請について、審査の結果、今回はご利用をお見送りさせていただくことになりました。`,
          `理由：\n${application.reason}`,
        ],
        action: { label: 'もう一度申請する', url: `${publicOrigin}/company/apply` },
        notes: ['内容を見直して、あらためてお申し込みいただけます。', NOT_YOU],
      }),
    /**
     * The company moved a job seeker's application or casual interview request, once it settled
     * (docs/conversations.md#status-mails); `message` is the company's own words.
     */
    applicationStatusChanged: (
      to: string,
      application: {
        name: string;
        organizationName: string;
        productName: string;
        status: OrderStatus;
        kind: OrderKind;
        message: string | null;
      },
    ) => {
      const casual = application.kind === 'casual_interview';
      return render(to, {
        kind: 'application_status_changed',
        subject: casual
          ? '【JobMatch】カジュアル面談のお申し込みについて'
          : '【JobMatch】応募状況が更新されました',
        lead: [
          `${application.name || 'ユーザー'} 様`,
          casual
            ? `${application.organizationName} の求人「${application.productName}」へのカジュアル面談のお申し込みについて、企業から返答がありました。`
            : `${application.organizationName} の求人「${application.productName}」へのご応募について、応募状況が更新されました。`,
          casual
            ? `現在の状況：${CASUAL_STATUS_NAMES[application.status]}`
            : `現在の応募状況：${SEEKER_STATUS_NAMES[application.status]}`,
          ...(application.message
            ? [`${application.organizationName} からのメッセージ：\n${application.message}`]
            : []),
        ],
        action: { label: '応募状況を確認する', url: `${publicOrigin}/job-applications` },
        notes: ['応募の詳細は、JobMatch の応募一覧からご確認いただけます。', NOT_YOU],
      });
    },
    /**
     * A company's replies due by tomorrow and those overdue (docs/conversations.md#replies-on-time),
     * one mail per member a day.
     */
    replyDue: (
      to: string,
      due: {
        name: string;
        organizationName: string;
        dueSoon: DueReply[];
        overdue: DueReply[];
        listUrl: string;
      },
    ) => {
      const item = (reply: DueReply, state: string) => ({
        title: `${reply.applicant} 様（${reply.casual ? 'カジュアル面談' : '応募'}）`,
        details: [`求人：${reply.productName}`, state],
        url: reply.url,
      });
      return render(to, {
        kind: 'reply_due',
        subject: due.overdue.length
          ? `【JobMatch】返信期限を過ぎた応募が${due.overdue.length}件あります`
          : `【JobMatch】明日までに返信が必要な応募が${due.dueSoon.length}件あります`,
        lead: [
          `${due.name || 'ユーザー'} 様`,
          `${due.organizationName} に届いた応募・カジュアル面談のお申し込みのうち、まだ返信していないものがあります。メッセージを送るか、選考状況を更新してください。`,
        ],
        items: [
          ...due.overdue.map((reply) => item(reply, '返信期限を過ぎています')),
          ...due.dueSoon.map((reply) => item(reply, '返信期限は明日までです')),
        ],
        action: { label: '応募者一覧を開く', url: due.listUrl },
        notes: [
          '応募者の半数は、2日以上返信がないと遅いと感じています。早めの返信が選考の辞退を防ぎます。',
        ],
      });
    },
    /** A posting the seeker applied to (or asked about) was archived (docs/conversations.md#closed-topics). */
    postingClosed: (
      to: string,
      order: { name: string; organizationName: string; productName: string },
    ) =>
      render(to, {
        kind: 'posting_closed',
        subject: `【JobMatch】「${order.productName}」の募集が終了しました`,
        lead: [
          `${order.name || 'ユーザー'} 様`,
          `${order.organizationName} の求人「${order.productName}」の募集が終了しました。`,
          'この求人へのご応募・お申し込みは終了となり、企業とのメッセージのやりとりもできなくなります。',
        ],
        action: { label: '他の求人を探す', url: `${publicOrigin}/positions` },
        notes: ['これまでのメッセージは、JobMatch のメッセージ一覧からご覧いただけます。', NOT_YOU],
      }),
    /**
     * A saved search's new postings (docs/matching.md#saved-searches-and-alerts). `searchPath`
     * is the /positions URL that runs the search again; the unsubscribe URL is also offered as RFC 8058's one-click
     * header pair, which mail clients show as their own 「配信停止」 button.
     */
    savedSearchDigest: (
      to: string,
      digest: {
        name: string;
        searchName: string;
        searchPath: string;
        postings: Array<{ id: string; name: string; company: string; pay: string | null }>;
        /** Every new match; more than the postings listed when the caps left some out. */
        total: number;
        unsubscribeUrl: string;
      },
    ) =>
      render(to, {
        kind: 'saved_search_digest',
        subject: `【JobMatch】『${digest.searchName}』の新着求人 ${digest.postings.length}件`,
        lead: [
          `${digest.name || 'ユーザー'} 様`,
          `保存した検索条件『${digest.searchName}』に合う新着求人をお知らせします。`,
        ],
        items: digest.postings.map((posting) => ({
          title: posting.name,
          details: [posting.company, ...(posting.pay ? [posting.pay] : [])],
          url: `${publicOrigin}/positions/${encodeURIComponent(posting.id)}`,
        })),
        action: {
          label: 'この条件で求人を探す',
          url: `${publicOrigin}${digest.searchPath}`,
        },
        notes: [
          ...(digest.total > digest.postings.length
            ? [`このほかにも新着求人が${digest.total - digest.postings.length}件あります。`]
            : []),
          '通知の頻度は、保存した検索条件の設定から変更できます。',
        ],
        footerLinks: [{ label: 'この検索条件のメール配信を停止する', url: digest.unsubscribeUrl }],
        headers: {
          'List-Unsubscribe': `<${digest.unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      }),
    /**
     * An interview mail to one side (docs/conversations.md#interview-mails): times come formatted
     * (`12月3日（木）10:00〜11:00`, Tokyo), the calendar file attached when there is one.
     */
    interview: (to: string, mail: InterviewMail) => {
      const dear = `${mail.name || 'ユーザー'} 様`;
      const m = mail.meeting;
      const about =
        mail.audience === 'seeker'
          ? `${mail.organizationName} の「${mail.productName}」`
          : `${mail.counterpartName || '応募者'} さん（「${mail.productName}」）`;
      const where = `場所：${mail.location}`;
      const open = { label: 'メッセージを開く', url: `${publicOrigin}${mail.threadPath}` };
      const attachments = mail.calendarFile ? [mail.calendarFile] : undefined;
      const calendarNote = 'カレンダーアプリで添付のファイル（.ics）を開くと、予定に反映できます。';
      switch (mail.kind) {
        case 'interview_proposed':
          return render(to, {
            kind: mail.kind,
            subject: mail.rescheduleReason
              ? `【JobMatch】${mail.organizationName} から${m}日程の変更のご相談が届きました`
              : `【JobMatch】${mail.organizationName} から${m}の候補日時が届きました`,
            lead: [
              dear,
              `${about}について、${m}の候補日時が提案されました。`,
              ...(mail.rescheduleReason ? [`日程変更の理由：\n${mail.rescheduleReason}`] : []),
              `候補日時：\n${mail.slots.join('\n')}`,
              where,
              ...(mail.note ? [`企業からのメッセージ：\n${mail.note}`] : []),
            ],
            action: { label: '候補日時を確認する', url: open.url },
            notes: [
              'ご都合のよい日時を選んで日程を確定してください。ご都合が合わない場合は、別の日程を希望することもできます。',
              '候補日時は開始時刻を過ぎると選べなくなります。',
            ],
          });
        case 'interview_confirmed':
          return render(to, {
            kind: mail.kind,
            subject: `【JobMatch】${m}の日程が確定しました（${mail.slots[0] ?? ''}）`,
            lead: [
              dear,
              `${about}の${m}日程が確定しました。`,
              `日時：${mail.slots[0] ?? ''}`,
              where,
            ],
            action: open,
            notes: [calendarNote, '日程の変更やキャンセルは、メッセージ画面から行えます。'],
            attachments,
          });
        case 'interview_canceled':
          return render(to, {
            kind: mail.kind,
            subject: `【JobMatch】${m}がキャンセルされました（${mail.slots[0] ?? ''}）`,
            lead: [
              dear,
              `${about}の${m}（${mail.slots[0] ?? ''}）は、${mail.canceledBy === 'user' ? '応募者' : '企業'}によりキャンセルされました。`,
              ...(mail.reason ? [`理由：\n${mail.reason}`] : []),
            ],
            action: open,
            notes: mail.calendarFile
              ? ['添付のファイル（.ics）を開くと、カレンダーから予定が削除されます。']
              : [],
            attachments,
          });
        case 'interview_reminder':
          return render(to, {
            kind: mail.kind,
            subject: `【JobMatch】明日は${m}の日です（${mail.slots[0] ?? ''}）`,
            lead: [dear, `明日は${about}の${m}です。`, `日時：${mail.slots[0] ?? ''}`, where],
            action: open,
            notes: [
              'ご都合が悪くなった場合は、お早めにメッセージ画面から日程の変更をご相談ください。',
            ],
          });
      }
    },
  };
}

/** What an interview mail says; `slots` are formatted, the booked one first when there is one. */
export interface InterviewMail {
  kind: InterviewMailKind;
  /** 面接 (an application) or 面談 (a casual interview request). */
  meeting: '面接' | '面談';
  audience: 'seeker' | 'company';
  name: string;
  organizationName: string;
  productName: string;
  /** The other side's name (the seeker's, in the company's mail). */
  counterpartName: string;
  slots: string[];
  location: string;
  note?: string | null;
  rescheduleReason?: string | null;
  reason?: string | null;
  canceledBy?: 'user' | 'organization';
  /** The thread of the order, for the side the mail goes to. */
  threadPath: string;
  calendarFile?: MailAttachment;
}

export type MailTemplates = ReturnType<typeof createMailTemplates>;
