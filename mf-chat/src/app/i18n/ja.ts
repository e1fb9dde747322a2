// Japanese texts of the `chat` namespace: every word the chat screens show (flat snake_case keys,
// `{{var}}` interpolation). Error-code messages come from the shared `errors` namespace.
export const chatJa = {
  // Page titles (handle.titleKey)
  topics_title: 'メッセージ',
  thread_title: 'メッセージ',
  company_topics_title: '応募者とのメッセージ',

  // Topic lists (chat.topics.list, company.messages.list)
  topics_heading: 'メッセージ',
  company_topics_heading: '応募者とのメッセージ',
  search_label: 'メッセージを検索',
  search_placeholder: '企業名・求人名で検索',
  company_search_placeholder: '求人名で検索',
  topics_list_label: 'メッセージ一覧',
  topics_empty_title: 'メッセージはまだありません',
  topics_empty_body: '求人に応募すると、企業とのメッセージがここに表示されます。',
  topics_empty_action: '求人を探す',
  company_topics_empty_body: '応募があると、応募者とのメッセージがここに表示されます。',
  search_empty_title: '「{{query}}」に一致するメッセージはありません',
  search_empty_body: '別のキーワードで検索してください。',
  topics_load_error: 'メッセージ一覧を読み込めませんでした。もう一度お試しください。',
  unread_count: '未読 {{count}}件',
  no_messages_yet: 'メッセージはまだありません',
  applied_position: '応募求人: {{position}}',

  // Thread (chat.show, company.messages.show)
  messages_label: 'メッセージ',
  load_older: '以前のメッセージを読み込む',
  loading_older: '以前のメッセージを読み込み中',
  thread_empty: 'まだメッセージはありません。最初のメッセージを送信しましょう。',
  you: 'あなた',
  sent_at: '{{time}}に送信',
  message_read: '既読',
  message_sending: '送信中',
  message_failed: '送信に失敗しました',
  resend: '再送信',
  send: '送信',
  input_label: 'メッセージを入力',
  input_placeholder: 'メッセージを入力',
  input_too_long: '{{max}}文字以内で入力してください（現在{{count}}文字）',
  send_failed: 'メッセージを送信できませんでした',
  catch_up_failed: 'メッセージを読み込めませんでした',
  catch_up_retry: '再試行',
  organization_page: '{{name}}の企業ページ',
  thread_not_found_heading: 'メッセージが見つかりません',
  thread_not_found_body: 'このメッセージは削除されたか、URLが正しくありません。',
  thread_forbidden_heading: 'このメッセージは表示できません',
  thread_forbidden_body: 'このメッセージを表示する権限がありません。',
  thread_load_error: 'メッセージを読み込めませんでした。もう一度お試しください。',
  back_to_topics: 'メッセージ一覧に戻る',
  applicant_label: '応募者',
  position_label: '応募求人',
  view_position: '求人を見る',
  view_applicant: '応募者の情報を見る',

  // Company side without an organization
  no_membership_heading: '企業に所属していません',
  no_membership_body: 'メッセージを見るには、企業のメンバーとしてログインしてください。',
  to_logout: 'ログアウト',
} as const satisfies Record<string, string>;

export type ChatTextKey = keyof typeof chatJa;
