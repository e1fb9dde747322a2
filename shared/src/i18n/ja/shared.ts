// Japanese texts of the `shared` namespace: the design system's own words (close buttons, counters, …)
// and the domain's words every remote shows (engineer categories, skill groups, compensation),
// read through the shared label functions (`categoryLabel`, `skillGroupLabel`, `compensationLabel`,
// `experienceRangeLabel`).
// The design-system components add their keys here; flat snake_case keys, `{{var}}` interpolation.
export const sharedJa: Record<string, string> = {
  close: '閉じる',
  loading: '読み込み中',
  required: '必須',

  // The app kit (page states and forms every remote shows)
  load_error: '情報を読み込めませんでした。通信環境を確認して、もう一度お試しください。',
  retry: '再読み込み',
  load_more: 'もっと見る',
  generic_error: 'エラーが発生しました。しばらくしてからもう一度お試しください',
  required_hint: '* は必須項目です',
  email_label: 'メールアドレス',
  email_placeholder: 'example@jobmatch.example',
  phone_label: '電話番号',
  phone_hint: 'ハイフンなしで入力してください',
  show_password: '入力したパスワードを表示',
  hide_password: '入力したパスワードを隠す',
  // docs/accounts.md#password-rules, under every field that sets a new password
  password_hint: '8〜24文字で、英小文字と数字を含めてください',
  new_password_label: '新しいパスワード',
  confirm_password_label: '新しいパスワード（確認）',
  rate_limited_seconds: '試行回数が多すぎます。{{seconds}}秒後にもう一度お試しください',
  rate_limited_minutes: '試行回数が多すぎます。{{minutes}}分後にもう一度お試しください',
  verification_resend: '確認メールを再送信する',
  verification_resend_in: '確認メールを再送信する（あと{{seconds}}秒）',
  verification_resent: '確認メールを再送信しました',
  verification_resend_wait:
    '確認メールは送信済みです。{{seconds}}秒ほど待ってから再送信してください',
  // Multi-step forms (StepProgress, StepActions): the sign-up wizard, the company registration
  step_progress: 'ステップ {{current}} / {{total}}',
  step_back: '戻る',
  step_next: '次へ',

  // Uploads (docs/company.md#attachments-catalog-service-apicatalog): the rules' messages and the upload field
  upload_file_type: 'ファイル形式は{{types}}のいずれかにしてください',
  upload_file_too_large: 'ファイルサイズは{{n}}バイト以下にしてください',
  upload_file_too_small: 'ファイルサイズは{{n}}バイト以上にしてください',
  upload_too_many_files: 'ファイルは1つだけ選択してください',
  upload_choose_image: '画像を選択',
  upload_current_image: '現在の{{label}}',
  upload_no_image: '画像が登録されていません',
  upload_rule_hint: '{{types}}、{{megabytes}}MBまで',
  upload_drop_hint: 'ここに画像をドラッグ＆ドロップすることもできます',
  upload_progress: 'アップロードの進行状況',
  upload_abort: '中止',
  upload_done: 'アップロードしました',

  // A job posting as job seekers see it (PostingArticle, posting-view.ts): the public posting
  // page, its cards' chips and tags, and the company's preview and detail of its postings
  posting_tags: '求人の特徴',
  // docs/conversations.md#responsiveness: the median first reply of the company
  posting_reply_within: 'この企業は通常 {{days}} 日以内に返信しています',
  posting_chip_new: '新着',
  posting_chip_remote_work: 'リモート可',
  posting_tag_remote_work: 'リモートワーク可',
  posting_tag_full_remote: 'フルリモート',
  posting_tag_hybrid: '一部リモート',
  posting_employment_type: '雇用形態',
  posting_work_style: 'リモートワーク',
  posting_description: '仕事内容',
  posting_requirements: '応募条件',
  posting_work_compensation: '給与・待遇',
  posting_details: '募集要項',
  posting_category: '職種',
  posting_compensation: '給与',
  posting_location: '勤務地',
  posting_location_notes: '勤務地の補足',
  posting_work_hours: '勤務時間',
  posting_work_hours_value: '{{start}}〜{{end}}',
  posting_contract_months: '契約期間',
  posting_contract_months_value: '{{months}}か月',
  posting_published: '掲載開始日',
  posting_company_heading: '企業情報',
  posting_company_link: '{{name}}の企業情報を見る',
  posting_company_positions_count: '募集中の求人 {{count}}件',

  category_backend_engineer: 'バックエンドエンジニア',
  category_frontend_engineer: 'フロントエンドエンジニア',
  category_full_stack_engineer: 'フルスタックエンジニア',
  category_mobile_engineer: 'モバイルエンジニア',
  category_data_scientist: 'データサイエンティスト',
  category_database_engineer: 'データベースエンジニア',
  category_devops_engineer: 'DevOpsエンジニア',
  category_qa_engineer: 'QAエンジニア',
  category_security_engineer: 'セキュリティエンジニア',

  skill_group_backend: 'バックエンド',
  skill_group_frontend: 'フロントエンド',
  skill_group_database: 'データベース',
  skill_group_devops: 'DevOps',
  skill_group_cloud_platform: 'クラウド',
  skill_group_security: 'セキュリティ',
  skill_group_test_qa: 'テスト・QA',
  skill_group_mobile_app: 'モバイルアプリ',
  skill_group_data_science: 'データサイエンス',

  // Compensation: one word per type on postings, the wizard and the profile (compensation-label.ts)
  compensation_type_month: '月給',
  compensation_type_day: '日給',
  compensation_type_hour: '時給',
  compensation_with_type: '{{type}} {{amount}}',
  yen_between: '{{min}}〜{{max}}円',
  yen_below: '{{max}}円未満',
  yen_above: '{{min}}円以上',
  yen_from: '{{amount}}円〜',
  yen_man: '{{value}}万',
  // A posting's pay: its 年収 range, else its pay basis (compensation-label.ts postingPayLabel)
  pay_with_basis: '{{basis}} {{amount}}',
  pay_basis_year: '年収',
  pay_basis_month: '月額',
  pay_basis_day: '日額',
  pay_basis_hour: '時給',

  // Years of experience per job type: the wizard, the profile and the company's applicant page
  // (experience-label.ts)
  experience_lt1: '1年未満',
  experience_1_3: '1〜3年',
  experience_3_5: '3〜5年',
  experience_5_10: '5〜10年',
  experience_gt10: '10年以上',

  // Employment types: a seeker's career entries and a company's postings (employment-type.ts)
  employment_type_full_time: '正社員',
  employment_type_contract: '契約社員',
  employment_type_freelance: '業務委託',
  employment_type_side_job: '副業',
  employment_type_part_time: 'アルバイト・パート',

  // The match score's reasons (catalog/match-score.ts, docs/matching.md#match-score)
  match_reason_job_type: '{{jobType}}の経験を活かせる',
  match_reason_skills: '{{skills}} が一致',
  match_reason_salary: '希望年収（{{salary}}円）を満たす',
  match_reason_full_remote: 'フルリモート可',
  match_reason_hybrid: 'ハイブリッド勤務',
  match_reason_office: '出社勤務',
  match_reason_prefecture: '勤務地が{{prefecture}}',

  // Work styles: a posting's and a seeker's desired one (work-style.ts)
  work_style_full_remote: 'フルリモート',
  work_style_hybrid: 'ハイブリッド（一部リモート）',
  work_style_office: '出社',

  // The seeker's career profile: the wizard, the profile and the company's applicant page
  // (seeker-profile-label.ts)
  job_change_timing_asap: 'すぐにでも',
  job_change_timing_within_3_months: '3か月以内',
  job_change_timing_within_6_months: '半年以内',
  job_change_timing_within_1_year: '1年以内',
  job_change_timing_if_good_offer: '良い求人があれば',
  link_kind_github: 'GitHub',
  link_kind_qiita: 'Qiita',
  link_kind_zenn: 'Zenn',
  link_kind_portfolio: 'ポートフォリオ',
  link_kind_linkedin: 'LinkedIn',
  link_kind_x: 'X（旧Twitter）',
  link_kind_other: 'その他',
  year_month: '{{year}}年{{month}}月',
  career_period: '{{start}} 〜 {{end}}',
  career_present: '現在',

  // Filter selections as chips and options (catalog/api/use-selection-label.ts)
  selection_remote_work: 'リモート',
  selection_salary_at_least: '{{amount}}円以上',

  // The 気になる toggle (ui/save-toggle.tsx's callers)
  interest_toggle_label: '気になる',

  // How often a saved search mails (AlertFrequency): the save dialog and settings
  alert_frequency_daily: '毎日',
  alert_frequency_weekly: '毎週',
  alert_frequency_off: '受け取らない',
};
