// Japanese texts of the `positions` namespace: every word the positions remote shows (flat
// snake_case keys, `{{var}}` interpolation). Error-code messages come from the shared `errors` namespace.
export const positionsJa = {
  // Page titles (handle.titleKey)
  landing_title: 'トップ',
  mypage_title: 'マイページ',
  positions_list_title: '求人を探す',
  positions_filter_title: '絞り込み',
  position_show_title: '求人詳細',
  organization_show_title: '企業情報',
  organization_positions_title: '募集中の求人',
  job_applications_title: '応募履歴',
  saved_positions_title: '気になる求人',

  // Common
  card_facts: '募集条件',
  card_skills: 'スキル',
  posted_today: '本日掲載',
  posted_yesterday: '昨日掲載',
  posted_days_ago: '{{count}}日前',
  posted_on: '{{month}}月{{day}}日掲載',
  posted_on_with_year: '{{year}}年{{month}}月{{day}}日掲載',
  chip_publication_ended: '掲載終了',
  location_remote_work: 'リモート',
  result_count: '{{count}}件',
  result_count_label: '検索結果 {{count}}件',
  result_count_label_capped: '検索結果 {{total}}件以上',
  see_all_positions: '求人をすべて見る',

  // landing.index
  hero_heading: 'エンジニアの「次の一歩」が見つかる',
  hero_lead:
    'スキルと希望に合う求人を探して、ワンクリックで応募。企業とのやり取りもチャットでかんたんです。',
  sign_up_free: '無料で会員登録',
  search_positions: '求人を探す',
  merits_heading: 'JobMatchが選ばれる理由',
  merit_1_title: 'エンジニア専門の求人',
  merit_1_body: 'バックエンドからデータサイエンスまで、エンジニア向けの求人だけを掲載しています。',
  merit_2_title: 'スキルで探せる',
  merit_2_body: '使っている言語やツールから、あなたの経験が活きる求人を絞り込めます。',
  merit_3_title: '企業と直接やり取り',
  merit_3_body: '応募後は企業の担当者とチャットで直接やり取りできます。',
  newest_heading: '新着求人',
  how_to_heading: 'ご利用の流れ',
  step_label: 'STEP {{step}}',
  step_1_title: '無料会員登録',
  step_1_body: 'メールアドレスとパスワードで登録し、プロフィールを入力します。',
  step_2_title: '求人を探して応募',
  step_2_body: 'スキルや勤務地で求人を絞り込み、気になる求人にワンクリックで応募します。',
  step_3_title: '企業とやり取り',
  step_3_body: '企業からの連絡にチャットで返信し、面談の日程などを調整します。',
  skills_heading: 'スキルから探す',
  faq_heading: 'よくある質問',
  faq_1_question: '利用料金はかかりますか？',
  faq_1_answer:
    '求職者の方は、会員登録から応募、企業とのやり取りまで、すべて無料でご利用いただけます。',
  faq_2_question: '応募した企業に現在の勤務先が知られることはありますか？',
  faq_2_answer:
    'プロフィールが公開されるのは応募した企業だけです。応募していない企業にあなたの情報が伝わることはありません。',
  faq_3_question: 'リモートワークの求人はありますか？',
  faq_3_answer:
    'はい。絞り込みで「リモート」を選ぶと、リモートワークが可能な求人だけを表示できます。',
  faq_4_question: '応募を取り消すことはできますか？',
  faq_4_answer: '応募後のご相談は、応募先の企業とのチャットでお伝えください。',
  cta_heading: 'さっそく求人を探してみましょう',

  // landing.mypage
  mypage_heading: 'マイページ',
  mypage_greeting: '{{name}}さん、こんにちは',
  recommended_heading: 'おすすめ求人',
  recommended_see_all: 'おすすめ順で求人を見る',
  recommended_empty_title: 'いまおすすめできる求人はありません',
  recommended_empty_body:
    '新しい求人が掲載されたらここに表示します。条件を変えて探すこともできます。',
  recommended_profile_needed_title: 'プロフィールを入力すると、合う求人をおすすめします',
  recommended_profile_needed_body:
    '職種とスキルを登録すると、希望年収や働き方も合わせてマッチ度を計算し、あなたに合う求人を表示します。',
  recommended_profile_needed_action: 'プロフィールを入力する',
  job_activity: '応募履歴を見る',

  // positions.list
  search_label: 'キーワード',
  search_placeholder: '職種・スキル・キーワード',
  search_submit: '検索',
  filter_open: '絞り込み',
  filter_open_count: '絞り込み（{{count}}）',
  selected_filters: '選択中の条件',
  remove_filter: '{{label}}の条件を外す',
  clear_all_filters: 'すべての条件を外す',
  search_invalid: '検索条件が正しくありません。キーワードを短くするか、条件を見直してください。',
  empty_heading: '条件に合う求人が見つかりませんでした',
  empty_body: 'キーワードを変えるか、条件を減らしてもう一度お試しください。',
  positions_list_heading: '求人一覧',
  sort_label: '並び順',
  sort_newest: '新着順',
  sort_recommended: 'おすすめ順',
  match_score: 'マッチ度 {{score}}%',
  sort_relevance: '関連度順',
  sort_salary: '年収の高い順',

  // positions.filter
  filter_group_location: '勤務地',
  filter_group_category: '職種',
  filter_group_skills: 'スキル',
  filter_group_salary: '年収',
  filter_group_employment: '雇用形態',
  filter_group_work_style: '働き方',
  filter_salary_any: '指定なし',
  filter_limit_hint: '{{limit}}個まで選択できます（{{count}}/{{limit}}）',
  filter_limit_reached: '選択できる上限に達しました',
  filter_reset: 'リセット',
  filter_apply: 'この条件で検索する',
  filter_apply_checking: '件数を確認中…',
  filter_apply_count: '{{total}}件を表示',
  filter_apply_count_capped: '{{total}}件以上を表示',
  filter_count: '条件に合う求人は{{total}}件です',
  filter_count_capped: '条件に合う求人は{{total}}件以上です',
  filter_count_none: '条件に合う求人はありません',
  filter_selected_in_group: '{{count}}件選択中',

  // positions.show: the posting itself speaks the shared namespace's words (posting_*, the app
  // kit's PostingArticle, which the company pages show too)

  // Apply flow (docs/positions.md#apply-flow)
  apply: 'この求人に応募する',
  applied: '応募済み',
  apply_job_seekers_only: '応募は求職者のアカウントでできます',
  apply_guest_title: '応募するにはログインが必要です',
  apply_guest_body: 'ログインまたは会員登録（無料）をすると、この求人に応募できます。',
  apply_guest_login: 'ログイン',
  apply_guest_signup: '無料で会員登録',
  apply_verify_title: 'メールアドレスの確認が必要です',
  apply_verify_body:
    '応募するには、{{email}} 宛に送信した確認メールのリンクを開いてください。確認が済むと、この求人の応募に戻ります。メールが見つからない場合は再送信できます。',
  apply_profile_title: 'プロフィールの登録が必要です',
  apply_profile_body:
    '応募すると、氏名・フリガナ・電話番号・住所などのプロフィールが企業に届きます。プロフィールを登録すると、この求人の応募に戻ります。',
  apply_profile_to_wizard: 'プロフィールを登録する',
  apply_later: 'あとで',
  apply_confirm_title: 'この求人に応募しますか？',
  apply_confirm_body: '「{{name}}」に応募します。あなたのプロフィールが企業に送信されます。',
  apply_confirm_submit: '応募する',
  apply_cancel: 'キャンセル',
  apply_success_title: '応募が完了しました',
  apply_success_body: '「{{name}}」への応募が完了しました。企業からの連絡をお待ちください。',
  apply_success_to_applications: '応募履歴を見る',
  apply_failed: '応募できませんでした。しばらくしてからもう一度お試しください。',
  apply_already_applied: 'この求人にはすでに応募しています。',
  // Casual interview requests (docs/conversations.md#casual-interviews)
  casual_request: 'カジュアル面談を申し込む',
  casual_requested: 'カジュアル面談を申し込み済み',
  casual_not_selection: '選考ではありません',
  casual_guest_title: 'カジュアル面談の申し込みにはログインが必要です',
  casual_guest_body:
    'ログインまたは会員登録（無料）をすると、選考の前に企業の担当者と気軽に話せます。',
  casual_dialog_title: 'カジュアル面談を申し込む',
  casual_dialog_body:
    '「{{name}}」について、企業の担当者と気軽に話す場です。選考ではないので、志望動機の準備は要りません。あなたのプロフィールが企業に送信されます。',
  casual_dialog_message: '企業へのメッセージ（任意）',
  casual_dialog_message_hint: '聞いてみたいことなどを書いておくと、話がスムーズです。',
  casual_dialog_submit: '申し込む',
  casual_success_title: 'カジュアル面談を申し込みました',
  casual_success_body:
    '「{{name}}」へのカジュアル面談を申し込みました。日程は企業からのメッセージでご案内があります。',
  casual_failed: '申し込めませんでした。しばらくしてからもう一度お試しください。',
  casual_already_requested: 'この求人にはすでにカジュアル面談を申し込んでいます。',

  // organization.show
  organization_tabs: '企業ページのタブ',
  tab_company_information: '企業情報',
  tab_job_openings: '募集中の求人（{{count}}）',
  tab_job_openings_unknown: '募集中の求人',
  organization_summary: '会社概要',
  organization_business_operations: '事業内容',
  organization_industry: '業界',
  organization_address: '所在地',
  organization_website: 'Webサイト',
  organization_established: '設立',
  organization_representative: '代表者',
  organization_employees: '従業員数',
  organization_employees_value: '{{count}}人',
  organization_capital: '資本金',
  organization_capital_value: '{{amount}}円',
  organization_no_positions: '現在募集中の求人はありません。',
  organization_see_all_positions: '募集中の求人をすべて見る',

  // job-applications.list
  job_applications_heading: '応募履歴',
  job_applications_tabs: '応募履歴のタブ',
  tab_applied: '応募済み',
  applied_on: '{{date}} 応募',
  job_applications_empty_heading: 'まだ応募した求人はありません',
  job_applications_empty_body: '気になる求人を探して応募してみましょう。',
  order_status_pending: '応募済み',
  order_status_processing: '選考中',
  order_status_accepted: '内定',
  order_status_closed: '見送り',
  order_status_canceled: '取り消し',
  order_status_withdrawn: '取り下げ済み',
  // a casual interview request's states (docs/conversations.md#casual-interviews)
  chip_casual: '面談',
  casual_status_pending: '申し込み済み',
  casual_status_processing: '日程調整',
  casual_status_closed: '見送り',
  casual_status_canceled: '取り消し',
  casual_requested_on: '{{date}} 申し込み',
  waiting_for_reply: '企業からの返信待ち（{{days}}日）',
  // withdrawing (docs/conversations.md#withdrawing)
  withdraw_button: '取り下げる',
  withdraw_button_label: '「{{name}}」を取り下げる',
  withdraw_what: '応募',
  withdraw_what_casual: 'カジュアル面談の申し込み',
  withdraw_title: '{{what}}を取り下げますか？',
  withdraw_body:
    '「{{name}}」への{{what}}を取り下げます。取り下げると元に戻せません。企業にはメッセージでお知らせします。',
  withdraw_reason: '取り下げの理由（任意・企業に伝わります）',
  withdraw_keep: '取り下げない',
  withdraw_submit: '取り下げる',
  withdraw_done: '取り下げました',
  withdraw_failed: '取り下げできませんでした。しばらくしてからもう一度お試しください。',

  // 気になる (components/interest-toggle.tsx, docs/positions.md#気になる)
  interest_toggle_label_for: '気になる（{{name}}）',
  interest_guest_title: '気になるに保存するにはログインが必要です',
  interest_guest_body:
    'ログインまたは会員登録（無料）をすると、気になる求人を保存してあとから見返せます。',
  interest_saved: '気になるに保存しました',
  interest_save_failed: '気になるに保存できませんでした。もう一度お試しください',
  interest_remove_failed: '気になるから外せませんでした。もう一度お試しください',
  interest_limit_exceeded:
    '気になるに保存できる求人は500件までです。不要な求人を外してから保存してください',

  // positions.saved
  saved_positions_heading: '気になる求人',
  saved_positions_empty_heading: '気になる求人はまだありません',
  saved_positions_empty_body:
    '求人のハートのボタン（気になる）を押すと、ここに保存されます。あとから見比べて応募できます。',

  // Saving the search of positions.list (save-search-dialog.tsx)
  save_search_open: 'この条件を保存',
  save_search_title: '検索条件を保存',
  save_search_body: '新着求人をメールでお知らせします。',
  save_search_name: '名前',
  save_search_frequency: 'メールの頻度',
  save_search_submit: '保存',
  save_search_cancel: 'キャンセル',
  save_search_default_name: 'すべての求人',
  save_search_limit_exceeded:
    '保存できる検索条件は{{max}}件までです。設定の「保存した検索条件」で不要な条件を削除してください',
  save_search_failed: '検索条件を保存できませんでした。もう一度お試しください',
  save_search_saved: '検索条件を保存しました',
  save_search_success_title: '検索条件を保存しました',
  save_search_success_body:
    // the name already holds its own 「」 around keywords: no second pair around it
    '{{name}}の新着求人をお知らせします。保存した条件は設定から変更・削除できます。',
  save_search_manage: '保存した検索条件を見る',
  save_search_guest_title: '検索条件を保存するにはログインが必要です',
  save_search_guest_body:
    'ログインまたは会員登録（無料）をすると、検索条件を保存して新着求人をメールで受け取れます。',
} as const satisfies Record<string, string>;
