// Japanese texts of the `settings` namespace: every word the settings screens show (flat snake_case
// keys, `{{var}}` interpolation). Error-code messages come from the shared `errors` namespace, and a
// form's own text for a code is passed to FormServerError.
export const settingsJa = {
  // Page titles (handle.titleKey)
  settings_title: '設定',
  change_email_title: 'メールアドレスの変更',
  verify_change_email_title: 'メールアドレス変更の確認',
  change_password_title: 'パスワードの変更',
  two_factor_title: '二段階認証',
  deactivate_title: '退会',
  deactivate_success_title: '退会手続きの完了',
  saved_searches_title: '保存した検索条件',

  // settings.two-factor (docs/accounts.md#two-step-verification)
  link_two_factor: '二段階認証',
  link_two_factor_hint: 'ログイン時にパスワードに加えて確認コードを入力します',
  two_factor_heading: '二段階認証',
  two_factor_lead:
    'ログインのとき、パスワードに加えて確認コードの入力を求めます。パスワードが他人に知られても、アカウントを守れます。',
  two_factor_enrolment_required:
    'このアカウントでは二段階認証の設定が必須です。設定が終わるまで、ほかの画面はご利用いただけません。',
  two_factor_logout: 'ログアウトする',
  two_factor_method_legend: '確認コードの受け取り方法',
  two_factor_method_app: '認証アプリ（おすすめ）',
  two_factor_method_app_hint:
    'Google Authenticator や Microsoft Authenticator などのアプリに表示される6桁のコードを使います',
  two_factor_method_email: 'メール',
  two_factor_method_email_hint: 'ログインのたびに、登録メールアドレスへ6桁のコードをお送りします',
  two_factor_start: '設定を始める',
  two_factor_step_connect: '1. 認証アプリと連携する',
  two_factor_scan_lead: '認証アプリで次のQRコードを読み取ってください。',
  two_factor_qr_label: '認証アプリに登録するためのQRコード',
  two_factor_manual_key: 'QRコードを読み取れない場合は、アプリに次のキーを入力してください：',
  two_factor_email_sent_lead: '登録メールアドレスに6桁の確認コードを送信しました（有効期限10分）。',
  two_factor_codes_heading: '2. リカバリーコードを保存する',
  two_factor_codes_lead:
    'スマートフォンを紛失したときなど、確認コードを受け取れない場合に使います。各コードは1回だけ使えます。このコードは今しか表示されません。',
  two_factor_codes_copy: 'コピーする',
  two_factor_codes_download: 'ファイルに保存',
  two_factor_codes_copied: 'リカバリーコードをコピーしました',
  two_factor_codes_copy_failed: 'コピーできませんでした。コードを書き写してください',
  two_factor_codes_file_heading: 'JobMatch リカバリーコード（各コードは1回だけ使えます）',
  two_factor_codes_saved: 'リカバリーコードを安全な場所に保存しました',
  two_factor_codes_saved_first: 'リカバリーコードを保存したら、チェックを入れてください。',
  two_factor_step_confirm: '3. 確認コードを入力する',
  two_factor_app_code_label: '認証アプリに表示された6桁のコード',
  two_factor_email_code_label: 'メールに記載された6桁のコード',
  two_factor_enable: '二段階認証を有効にする',
  two_factor_cancel: 'キャンセル',
  two_factor_enabled_toast: '二段階認証を有効にしました',
  two_factor_on_app: '二段階認証は有効です（認証アプリ）。',
  two_factor_on_email: '二段階認証は有効です（メール）。',
  two_factor_codes_left: '未使用のリカバリーコード：残り{{count}}個',
  two_factor_codes_left_few:
    '残りわずかです。下の「リカバリーコードを再発行する」で新しいコードを発行してください。',
  two_factor_renew_heading: 'リカバリーコードを再発行する',
  two_factor_renew_lead:
    '新しいリカバリーコードを10個発行します。これまでのコードは使えなくなります。パスワードと確認コードを入力してください。',
  two_factor_renew: 'リカバリーコードを再発行する',
  two_factor_renew_done:
    '新しいリカバリーコードです。安全な場所に保存してください（この画面を離れると再表示できません）。',
  two_factor_disable_heading: '二段階認証を解除する',
  two_factor_disable_lead:
    '解除するには、パスワードと確認コード（またはリカバリーコード）を入力してください。',
  two_factor_proof_code_label: '確認コードまたはリカバリーコード',
  two_factor_proof_code_hint: '6桁の確認コード、または abcde-fghjk の形式のリカバリーコード',
  two_factor_mail_code: '確認コードをメールで受け取る',
  two_factor_code_mailed: '確認コードを送信しました',
  two_factor_code_mail_failed: '確認コードを送信できませんでした。時間をおいてお試しください',
  two_factor_disable: '二段階認証を解除する',
  two_factor_disabled_toast: '二段階認証を解除しました',
  two_factor_required_note:
    'このアカウントでは二段階認証が必須に設定されているため、解除できません。',
  two_factor_needs_password:
    '二段階認証の設定にはパスワードが必要です。Googleアカウントでご登録の場合は、先にパスワードを設定してください。',
  two_factor_set_password: 'パスワードを設定する',

  // Shared by the forms
  current_password_label: '現在のパスワード',
  wrong_current_password: '現在のパスワードが正しくありません',
  back_to_settings: '設定に戻る',

  // settings
  settings_heading: '設定',
  account_section: 'アカウント',
  current_email_label: 'メールアドレス',
  email_unverified: '未確認',
  pending_email_label: '変更手続き中',
  pending_email_body:
    '{{email}} に確認メールを送信しました。メールに記載されたリンクを開くと変更が完了します（{{expiresAt}}まで有効）。',
  pending_email_cancel: '変更を取り消す',
  pending_email_cancelled: 'メールアドレスの変更を取り消しました',
  pending_email_cancel_failed: 'メールアドレスの変更を取り消せませんでした',
  pending_email_load_failed: '変更手続きの状況を読み込めませんでした',
  security_section: 'ログインとセキュリティ',
  link_change_email: 'メールアドレスを変更する',
  link_change_password: 'パスワードを変更する',
  leave_section: '退会',
  link_deactivate: '退会する',
  link_deactivate_hint: '応募やメッセージの履歴は見られなくなります',

  // Googleアカウント連携 on settings (docs/accounts.md#google-sign-in)
  google_section: 'Googleアカウント連携',
  google_not_linked: 'Googleアカウントを連携すると、Googleでログインできるようになります。',
  google_link: '連携する',
  google_linked_label: '連携中のGoogleアカウント',
  google_linked_now: 'Googleアカウントを連携しました',
  google_link_taken: 'このGoogleアカウントは、すでに別のアカウントに連携されています',
  google_link_failed: 'Googleアカウントを連携できませんでした。もう一度お試しください',
  google_unlink: '連携を解除',
  google_unlink_needs_password:
    'パスワードが設定されていないため、連携を解除できません。ログイン画面の「パスワードをお忘れの方」からパスワードを設定すると、解除できるようになります。',
  google_unlink_title: 'Googleアカウントの連携を解除しますか？',
  google_unlink_body:
    '解除すると、{{email}} でのGoogleログインはできなくなります。メールアドレスとパスワードでのログインは引き続き使えます。',
  google_unlink_cancel: 'キャンセル',
  google_unlink_confirm: '解除する',
  google_unlinked: 'Googleアカウントの連携を解除しました',
  google_unlink_failed: '連携を解除できませんでした',

  // settings.change-email
  change_email_heading: 'メールアドレスの変更',
  change_email_lead:
    '新しいメールアドレスに確認メールをお送りします。メールに記載されたリンクを開くと変更が完了します。',
  change_email_current: '現在のメールアドレス',
  new_email_label: '新しいメールアドレス',
  change_email_password_hint: '本人確認のため、現在のパスワードを入力してください',
  change_email_submit: '確認メールを送信する',
  change_email_sent: '{{email}} に確認メールを送信しました',
  change_email_taken: 'このメールアドレスはすでに使われています',
  change_email_same: '現在のメールアドレスと同じです',

  // settings.verify-change-email-success
  verify_change_email_loading: 'メールアドレスを変更しています',
  verify_change_email_done: 'メールアドレスを変更しました',
  verify_change_email_done_login:
    'メールアドレスを変更しました。新しいメールアドレスでログインしてください',
  verify_change_email_failed_heading: 'メールアドレスを変更できませんでした',
  verify_change_email_invalid:
    'このリンクは無効か、有効期限が切れているか、すでに使用されています。お手数ですが、もう一度メールアドレスの変更をお申し込みください。',
  verify_change_email_taken:
    'このメールアドレスは、すでに別のアカウントで使われています。別のメールアドレスで変更をお申し込みください。',
  verify_change_email_missing_token:
    'リンクが正しくありません。メールに記載されたリンクをもう一度開いてください。',
  verify_change_email_again: 'メールアドレスの変更をやり直す',
  verify_change_email_retry: 'もう一度試す',
  to_login: 'ログインする',

  // settings.change-password
  change_password_heading: 'パスワードの変更',
  change_password_lead:
    '変更すると、ほかの端末ではログアウトされます。この端末ではログインしたままです。',
  change_password_submit: 'パスワードを変更する',
  change_password_forgot: '現在のパスワードをお忘れの方',
  change_password_done: 'パスワードを変更しました',

  // settings.deactivate-account
  deactivate_heading: '退会',
  deactivate_warning_title: '退会すると元に戻せません',
  deactivate_effect_login: 'このアカウントではログインできなくなります。',
  deactivate_effect_applications:
    'これまでの応募は取り下げられず、応募先の企業には応募内容が残ります。応募状況や選考結果は確認できなくなります。',
  deactivate_effect_messages: '企業とのメッセージは見られなくなり、送信も受信もできなくなります。',
  deactivate_effect_email: 'このメールアドレスで新たに会員登録することはできません。',
  deactivate_password_hint: '退会するには、現在のパスワードを入力してください',
  deactivate_submit: '退会する',
  deactivate_error: '退会手続きに失敗しました。しばらくしてからもう一度お試しください',
  deactivate_cancel: '退会せずに設定に戻る',

  // settings.deactivate-account-success
  deactivate_success_heading: '退会手続きが完了しました',
  deactivate_success_body: 'ご利用いただきありがとうございました。確認のメールをお送りしました。',
  deactivate_success_logout: 'ログアウトする',

  // settings: a job seeker's searches and mail (docs/settings.md#saved-searches)
  search_section: '求人の検索とお知らせ',
  link_saved_searches: '保存した検索条件',
  link_saved_searches_hint: '新着求人メールの頻度の変更・削除',
  notifications_section: '通知設定',
  notify_saved_search_alerts: '保存した検索条件の新着求人メール',
  notify_saved_search_alerts_hint: 'オフにすると、すべての保存した検索条件のメールが止まります',
  notify_application_status: '応募状況のお知らせメール',
  notify_application_status_hint: '応募した求人の選考状況が変わったときにお知らせします',
  notifications_saved: '通知設定を保存しました',
  notifications_save_failed: '通知設定を保存できませんでした。もう一度お試しください',

  // settings.saved-searches
  saved_searches_heading: '保存した検索条件',
  saved_searches_lead: '{{count}}件 / 最大{{max}}件。条件に合う新着求人をメールでお知らせします。',
  saved_searches_empty_heading: '保存した検索条件はありません',
  saved_searches_empty_body:
    '求人を探すページで「この条件を保存」を押すと、条件に合う新着求人をメールで受け取れます。',
  saved_searches_find: '求人を探す',
  saved_search_conditions: '検索条件',
  saved_search_no_conditions: '条件なし（すべての求人）',
  saved_search_frequency: 'メールの頻度',
  saved_search_open: 'この条件で探す',
  saved_search_rename: '名前を変更',
  saved_search_name: '名前',
  saved_search_save: '保存',
  saved_search_cancel: 'キャンセル',
  saved_search_updated: '検索条件を保存しました',
  saved_search_update_failed: '検索条件を保存できませんでした。もう一度お試しください',
  saved_search_delete: '削除',
  saved_search_delete_title: 'この検索条件を削除しますか？',
  saved_search_delete_body:
    '「{{name}}」を削除すると、この条件の新着求人メールも届かなくなります。',
  saved_search_delete_confirm: '削除する',
  saved_search_deleted: '検索条件を削除しました',
  saved_search_delete_failed: '検索条件を削除できませんでした。もう一度お試しください',
} as const satisfies Record<string, string>;

export type SettingsTextKey = keyof typeof settingsJa;
