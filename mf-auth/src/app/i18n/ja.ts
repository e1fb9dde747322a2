// Japanese texts of the `auth` namespace: every word the auth screens show (flat snake_case keys,
// `{{var}}` interpolation). Error-code messages come from the shared `errors` namespace instead.
export const authJa = {
  // Page titles (handle.titleKey)
  login_title: 'ログイン',
  signup_title: '新規会員登録',
  reset_password_request_title: 'パスワードの再設定',
  reset_password_submit_title: '新しいパスワードの設定',
  reset_password_success_title: 'パスワードの再設定完了',
  verify_email_success_title: 'メールアドレスの確認',
  logout_title: 'ログアウト',
  google_link_title: 'Googleアカウントの連携',

  // Form fields shared by the screens
  password_label: 'パスワード',
  agreement_links_hint: 'リンクは新しいタブで開きます',
  back_to_home: 'トップページへ',
  back_to_login: 'ログイン画面へ戻る',

  // auth.login
  login_heading: 'ログイン',
  login_submit: 'ログインする',
  login_forgot_password: 'パスワードをお忘れの方',
  login_no_account: 'アカウントをお持ちでない方',
  login_to_signup: '新規会員登録（無料）',
  login_with_google: 'Googleでログイン',
  login_onetime_link: 'パスワードを使わずにログイン（メールでリンクを受け取る）',

  // the login's second step (docs/accounts.md#two-step-verification)
  second_step_heading: '二段階認証',
  second_step_lead_app: '認証アプリに表示されている6桁の確認コードを入力してください。',
  second_step_lead_email:
    'ご登録のメールアドレスに6桁の確認コードを送信しました。メールに記載のコードを入力してください（有効期限10分）。',
  second_step_lead_recovery:
    '二段階認証の設定時に保存したリカバリーコード（例：abcde-fghjk）を入力してください。各コードは1回だけ使えます。',
  second_step_code_label: '確認コード',
  second_step_recovery_label: 'リカバリーコード',
  second_step_submit: '確認してログイン',
  second_step_use_recovery: 'リカバリーコードを使う',
  second_step_use_code: '確認コードを入力する',
  second_step_resend: '確認コードを再送信する',
  second_step_resend_in: 'あと{{seconds}}秒で再送信できます',
  second_step_resent: '確認コードを再送信しました',
  second_step_expired:
    'ログインの有効期限（5分）が切れました。お手数ですが、もう一度ログインしてください。',
  second_step_failed: '確認コードを送信できませんでした。時間をおいてもう一度お試しください',
  second_step_recovery_used:
    'リカバリーコードを使用しました。残りは{{count}}個です。設定画面の「二段階認証」で新しいコードを発行できます。',

  // auth.onetime-login (docs/accounts.md#one-time-login)
  onetime_login_title: 'メールでログイン',
  onetime_login_heading: 'メールでログイン',
  onetime_login_lead:
    'ご登録のメールアドレスにログイン用のリンクをお送りします。リンクを開くと、パスワードを入力せずにログインできます。',
  onetime_login_submit: 'ログイン用リンクを送信する',
  onetime_login_sent_heading: 'メールを確認してください',
  onetime_login_sent:
    '{{email}} が登録済みの場合、ログイン用のリンクを送信しました。リンクの有効期限は15分です。',
  onetime_login_sent_hint: 'メールが届かない場合は、迷惑メールフォルダもご確認ください。',
  onetime_login_link_heading: 'ログインしますか？',
  onetime_login_link_lead: '下のボタンを押すと、このブラウザでログインします。',
  onetime_login_link_submit: 'ログインする',
  onetime_login_link_invalid:
    'このリンクは無効か、有効期限（15分）が切れています。お手数ですが、もう一度リンクを送信してください。',
  onetime_login_request_again: 'ログイン用リンクを再送信する',

  // auth.verify-email (after sign-up, and where the guards send an unverified user)
  verify_email_title: 'メールアドレスの確認',
  verify_email_heading: 'メールアドレスを確認してください',
  verify_email_lead_sent:
    '確認メールを送信しました。メールに記載されたリンクを開くと、登録の続きに進めます。',
  verify_email_lead_pending:
    'メールアドレスの確認が完了していません。確認メールに記載されたリンクを開いてください。',
  verify_email_address_label: '送信先のメールアドレス',
  verify_email_step_open: 'JobMatch から届いた「メールアドレスの確認」メールを開きます',
  verify_email_step_link: 'メールに記載されたリンクを開きます（有効期限は24時間です）',
  verify_email_step_continue: '確認が完了すると、登録の続きの画面に進みます',
  verify_email_done_check: '確認が完了したら、こちらを押してください',
  verify_email_still_unverified:
    'まだ確認が完了していません。メールに記載されたリンクを開いてから、もう一度お試しください',
  verify_email_no_mail:
    'メールが届かない場合は、迷惑メールフォルダをご確認のうえ、確認メールを再送信してください。',
  verify_email_logout: 'ログアウト',
  verify_email_wrong_address: 'メールアドレスを間違えた方は、こちらから変更できます',

  // auth.signup
  signup_heading: '新規会員登録',
  signup_lead: 'メールアドレスとパスワードを入力して、無料で会員登録できます。',
  signup_submit: '登録する',
  signup_with_google: 'Googleで登録',
  signup_has_account: 'すでにアカウントをお持ちの方',
  signup_to_login: 'ログイン',
  privacy_policy: 'プライバシーポリシー',
  user_agreement: '利用規約',
  agree_suffix: 'に同意する',
  signup_already_exists: 'このメールアドレスはすでに登録されています',

  // auth.google-link (a Google account whose address already has an account)
  google_link_heading: 'Googleアカウントの連携',
  google_link_lead:
    'このGoogleアカウントと同じメールアドレスのアカウントがすでにあります。そのアカウントのパスワードを入力すると、Googleアカウントを連携してログインします。',
  google_link_submit: '連携してログインする',
  google_link_cancel: '連携せずにログイン画面へ戻る',
  google_link_invalid:
    '連携の有効期限が切れたか、すでに使用されています。もう一度Googleでログインしてください',

  // auth.reset-password-request
  reset_request_heading: 'パスワードの再設定',
  reset_request_lead:
    'ご登録のメールアドレスを入力してください。パスワード再設定用のリンクをお送りします。',
  reset_request_submit: '再設定メールを送信する',
  reset_request_done_heading: 'メールを確認してください',
  reset_request_done:
    '{{email}} が登録されている場合は、パスワード再設定用のメールを送信しました。メールに記載されたリンクから新しいパスワードを設定してください。',

  // auth.reset-password-submit
  reset_submit_heading: '新しいパスワードの設定',
  reset_submit_lead: '新しいパスワードを入力してください。',
  reset_submit_submit: 'パスワードを再設定する',
  reset_invalid:
    'このリンクは無効か、有効期限が切れています。お手数ですが、もう一度パスワードの再設定をお申し込みください。',
  reset_request_again: 'パスワードの再設定をやり直す',

  // auth.reset-password-success
  reset_success_heading: 'パスワードを再設定しました',
  reset_success_body: '新しいパスワードでログインしてください。',
  reset_success_to_login: 'ログインする',

  // auth.verify-email-success
  verify_email_loading: 'メールアドレスを確認しています',
  verify_email_done: 'メールアドレスの確認が完了しました',
  verify_email_failed_heading: 'メールアドレスを確認できませんでした',
  verify_email_invalid:
    'このリンクは無効か、有効期限が切れているか、すでに使用されています。確認メールを再送信して、新しいメールのリンクを開いてください。',
  verify_email_missing_token:
    'リンクが正しくありません。メールに記載されたリンクをもう一度開いてください。',
  verify_email_retry: 'もう一度試す',

  // auth.logout
  logout_loading: 'ログアウトしています',
} as const satisfies Record<string, string>;
