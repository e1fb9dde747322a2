// Japanese texts of the `errors` namespace: user-facing messages for error codes (see errors/error-messages.ts).
export const errorsJa = {
  // Codes with their own message
  login_error: 'メールアドレスまたはパスワードが正しくありません',
  organization_last_owner: '最後のオーナーは削除できません',
  user_cannot_change_from_owner: 'オーナーの権限は変更できません',
  invitation_invalid: '招待が無効です。もう一度招待を送信してください',
  email_not_single: 'このメールアドレスは使用されていないか、複数のユーザーに登録されています',
  organization_name_taken: '同じ名前の企業はすでに登録されています',
  no_permission: '権限がありません。管理者にお問い合わせください',
  incorrect_organization_role: 'この操作はオーナーのみが行えます',
  organization_not_normal: '企業の利用審査が完了していないため、この操作は行えません',
  user_is_locked: 'アカウントがロックされています。管理者にお問い合わせください',
  email_not_verified: 'メールアドレスの認証が完了していません',
  profile_incomplete: '応募するにはプロフィールの登録を完了してください',
  last_administrator: '最後の管理者はロック・退会・削除できません',
  limit_exceeded:
    '保存できる件数の上限に達しました。不要なものを削除してからもう一度お試しください',
  topic_closed: 'このやりとりは終了しているため、メッセージを送信できません',
  too_many_messages:
    '短い時間に多くのメッセージが送信されました。しばらく待ってからもう一度お試しください',
  upload_quota_exceeded:
    '企業の画像の保存容量の上限に達したため、アップロードできません。不要な画像を削除してからもう一度お試しください',
  interview_slot_taken: 'この面接の日程はすでに確定しています。最新の状態を確認してください',
  interview_expired: '候補日時が過ぎているため、この日程は選べません',
  interview_not_open: 'この日程調整はすでに終了しています。最新の状態を確認してください',
  stage_not_empty: '応募者がいる選考ステップを削除するには、移動先のステップを選んでください',
  oauth_error: 'Googleでのログインに失敗しました。もう一度お試しください',
  invalid_redirect_url:
    'ログイン後に表示するページの指定が正しくありません。もう一度ログインしてください',
  password_required:
    'パスワードが設定されていないため、この操作はできません。先にパスワードを設定してください',
  verify_2fa_error: 'ログインの有効期限が切れました。お手数ですが、もう一度ログインしてください',
  verification_code_invalid: '確認コードが正しくないか、有効期限が切れています',
  two_factor_enrollment_required: '続けるには二段階認証の設定が必要です',
  two_factor_required: '二段階認証は必須に設定されているため、解除できません',
  password_reset_invalid: 'パスワード再設定のリンクが無効か、有効期限が切れています',
  password_does_not_meet_requirements: 'パスワードが条件を満たしていません',
  upload_aborted: 'アップロードを中止しました',
  upload_failed: 'ファイルのアップロードに失敗しました',
  // Groups
  unexpected_error: '予期しないエラーが発生しました',
  invalid_request: 'リクエストが正しくありません',
  // Screens
  page_not_found: 'お探しのページが見つかりませんでした',
  server_error: '予期しないエラーが発生しました。しばらくしてからもう一度お試しください',
  chat_socket_error: 'メッセージの送受信に失敗しました。しばらくしてからもう一度お試しください',
  app_initialization_failed: 'アプリケーションの起動に失敗しました',
  // Job seeker profile fields
  katakana_name_wrong_format: 'フリガナは全角カタカナで入力してください',
  years_experience_wrong_format: '経験年数の指定が正しくありません',
  compensation_type_wrong_format: '報酬の種類の指定が正しくありません',
  compensation_amount_wrong_format: '希望報酬額が報酬の種類に合っていません',
  career_wrong_format: '職務経歴の内容に誤りがあります',
  self_pr_wrong_format: '自己PRの内容に誤りがあります',
  links_wrong_format: 'リンクの内容に誤りがあります（URLは https:// から始まる形式です）',
  job_change_timing_wrong_format: '転職希望時期の指定が正しくありません',
  desired_annual_salary_wrong_format: '希望年収の指定が正しくありません',
  desired_work_style_wrong_format: '希望の働き方の指定が正しくありません',
} as const;

export type ErrorsKey = keyof typeof errorsJa;
