import {
  CLIENT_ERROR_CODES,
  ERROR_CODES,
  INTERNAL_ERROR_CODES,
  REQUEST_ERROR_CODES,
  errorMessage,
  errorTextOf,
} from '..';

const UNEXPECTED = '予期しないエラーが発生しました';
const INVALID_REQUEST = 'リクエストが正しくありません';

describe('errorMessage', () => {
  it.each([
    ['login_error', 'メールアドレスまたはパスワードが正しくありません'],
    ['organization_last_owner', '最後のオーナーは削除できません'],
    ['user_cannot_change_from_owner', 'オーナーの権限は変更できません'],
    ['invitation_invalid', '招待が無効です。もう一度招待を送信してください'],
    [
      'no_single_email_address',
      'このメールアドレスは使用されていないか、複数のユーザーに登録されています',
    ],
    [
      'user_has_no_email',
      'このメールアドレスは使用されていないか、複数のユーザーに登録されています',
    ],
    ['already_exists', '同じ名前の企業はすでに登録されています'],
    ['no_permission', '権限がありません。管理者にお問い合わせください'],
    ['incorrect_organization_role', 'この操作はオーナーのみが行えます'],
    ['organization_not_normal', '企業の利用審査が完了していないため、この操作は行えません'],
    ['user_is_locked', 'アカウントがロックされています。管理者にお問い合わせください'],
    ['email_not_verified', 'メールアドレスの認証が完了していません'],
    ['profile_incomplete', '応募するにはプロフィールの登録を完了してください'],
    ['last_administrator', '最後の管理者はロック・退会・削除できません'],
    [
      'limit_exceeded',
      '保存できる件数の上限に達しました。不要なものを削除してからもう一度お試しください',
    ],
    ['password_reset_invalid', 'パスワード再設定のリンクが無効か、有効期限が切れています'],
    ['password_does_not_meet_requirements', 'パスワードが条件を満たしていません'],
    ['upload_aborted', 'アップロードを中止しました'],
    ['upload_failed', 'ファイルのアップロードに失敗しました'],
    ['oauth_error', 'Googleでのログインに失敗しました。もう一度お試しください'],
  ])('gives %s its own message', (code, message) => {
    expect(errorMessage(code)).toBe(message);
  });

  it.each([
    'internal_server_error',
    'invalid_adapter_modification',
    'miss_auth_enc_sign_secret',
    'short_auth_enc_sign_secret',
    'onetime_purpose_error',
    'sendgrid_email_error',
  ])('shows the unexpected-error text for the internal-type code %s', (code) => {
    expect(errorMessage(code)).toBe(UNEXPECTED);
  });

  it.each([
    'invalid_apply_parameter',
    'invalid_expand_parameter',
    'invalid_filter_parameter',
    'invalid_order_by_parameter',
    'route_not_found',
    'parse_token_error',
    'schema_mismatch_error',
    'token_fails_security_check',
    'token_invalidated',
    'wrong_parameter',
  ])('shows the invalid-request text for the request-type code %s', (code) => {
    expect(errorMessage(code)).toBe(INVALID_REQUEST);
  });

  it.each([
    'not_found',
    'api_error',
    'session_error',
    'feature_disabled',
    'internalServerError',
    'unknown_code',
    '',
    null,
    undefined,
  ])('has no message for %p', (code) => {
    expect(errorMessage(code)).toBeNull();
  });

  it('groups only known server codes', () => {
    for (const code of [...INTERNAL_ERROR_CODES, ...REQUEST_ERROR_CODES])
      expect(Object.values(ERROR_CODES)).toContain(code);
  });

  it('lists the client codes apart from the server codes', () => {
    expect(Object.keys(CLIENT_ERROR_CODES)).toEqual([
      'app_initialization_failed',
      'internalServerError',
      'screen_mode_disabled',
      'onNavigateRequired',
      'no-mock-response-handler',
    ]);
    // the catalogue's 50, plus the ten job seeker profile codes of PATCH /users/{id},
    // profile_incomplete of applying, last_administrator of the account admin tools and
    // limit_exceeded of 気になる and saved searches, topic_closed of conversations, and the three
    // refusals of interview scheduling, too_many_messages of the chat's limit,
    // upload_quota_exceeded of an organization's uploads, password_required of unlinking Google
    expect(Object.keys(ERROR_CODES)).toHaveLength(73);
  });
});

describe('errorTextOf', () => {
  it("names the password rules the api found broken (they depend on the account's type)", () => {
    const error = {
      code: 'password_does_not_meet_requirements',
      details: [
        {
          code: 'password_does_not_meet_requirements',
          target: 'password',
          message: '英大文字を1文字以上含めてください',
        },
        {
          code: 'password_does_not_meet_requirements',
          target: 'password',
          message: '記号を1文字以上含めてください',
        },
      ],
    };
    expect(errorTextOf(error, 'x')).toBe(
      'パスワードが条件を満たしていません：英大文字を1文字以上含めてください、記号を1文字以上含めてください',
    );
    expect(errorTextOf({ code: 'password_does_not_meet_requirements' }, 'x')).toBe(
      'パスワードが条件を満たしていません',
    );
  });

  it('falls back for codes without a message', () => {
    expect(errorTextOf({ code: 'api_error' }, '失敗しました')).toBe('失敗しました');
    expect(errorTextOf(new Error('boom'), '失敗しました')).toBe('失敗しました');
  });
});
