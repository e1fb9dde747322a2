import {
  DISPLAY_TIME_ZONE,
  TRANSLATION_LOADER_OPTIONS,
  formatDate,
  formatLongDate,
  formatMonthDay,
  formatPostalCode,
  formatTime,
  formatDateTime,
  i18n,
  tokyoDayKey,
  registerNamespace,
} from '..';

describe('i18n instance', () => {
  it('is Japanese only, without fallback or escaping', () => {
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('ja');
    expect(i18n.options.fallbackLng).toBe(false);
    expect(i18n.options.interpolation?.escapeValue).toBe(false);
    expect(i18n.options).toMatchObject({ maxParallelReads: 10, maxRetries: 5, retryTimeout: 350 });
    expect(TRANSLATION_LOADER_OPTIONS).toEqual({
      maxParallelReads: 10,
      maxRetries: 5,
      retryTimeout: 350,
    });
  });

  it('has the errors and shared namespaces', () => {
    expect(i18n.t('invalid_request', { ns: 'errors' })).toBe('リクエストが正しくありません');
    expect(i18n.hasResourceBundle('ja', 'shared')).toBe(true);
  });

  it('registers a namespace idempotently, with {{var}} interpolation unescaped', () => {
    registerNamespace('auth', { greeting: 'こんにちは、{{name}}さん' });
    registerNamespace('auth', { greeting: 'こんにちは、{{name}}さん' });
    expect(i18n.t('greeting', { ns: 'auth', name: '<山田>' })).toBe('こんにちは、<山田>さん');
    registerNamespace('auth', { title: 'ログイン' });
    expect(i18n.t('greeting', { ns: 'auth', name: 'A' })).toBe('こんにちは、Aさん');
    expect(i18n.t('title', { ns: 'auth' })).toBe('ログイン');
  });
});

describe('a remote newer than the shell', () => {
  it('adds the shared and error texts the shell lacks when it registers, and changes none', () => {
    // As if an older shell had initialised i18next without one shared and one error key.
    i18n.removeResourceBundle('ja', 'shared');
    i18n.removeResourceBundle('ja', 'errors');
    i18n.addResourceBundle('ja', 'shared', { close: '古い閉じる' });
    i18n.addResourceBundle('ja', 'errors', { login_error: '古い文言' });

    registerNamespace('newer-remote', { title: '設定' });

    expect(i18n.t('password_hint', { ns: 'shared' })).toBe(
      '8〜24文字で、英小文字と数字を含めてください',
    );
    expect(i18n.t('invalid_request', { ns: 'errors' })).toBe('リクエストが正しくありません');
    expect(i18n.t('close', { ns: 'shared' })).toBe('古い閉じる');
    expect(i18n.t('login_error', { ns: 'errors' })).toBe('古い文言');
  });
});

describe('formatDate and formatTime', () => {
  it('show Tokyo time whatever the machine time zone', () => {
    expect(DISPLAY_TIME_ZONE).toBe('Asia/Tokyo');
    // 15:30 UTC on the 21st is 00:30 on the 22nd in Tokyo.
    expect(formatDate('2026-11-21T15:30:00Z')).toBe('2026年11月22日');
    expect(formatTime('2026-11-21T15:30:00Z')).toBe('00:30');
    expect(formatDate(new Date('2026-01-05T00:00:00+09:00'))).toBe('2026年01月05日');
    expect(formatTime(new Date('2026-01-05T23:59:00+09:00'))).toBe('23:59');
  });

  it('zero-pads and uses 24-hour time', () => {
    expect(formatTime('2026-03-01T04:05:00Z')).toBe('13:05');
    expect(formatDate('2026-03-01T04:05:00Z')).toBe('2026年03月01日');
  });

  it('formatDateTime joins both: an instant on a desk page', () => {
    expect(formatDateTime('2026-11-30T15:00:00Z')).toBe('2026年12月01日 00:00');
  });

  it('refuses an invalid date', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });

  it('give the chat its unpadded day heading, short list date and Tokyo day key', () => {
    expect(formatLongDate('2026-01-04T15:30:00Z')).toBe('2026年1月5日');
    expect(formatMonthDay('2026-01-04T15:30:00Z')).toBe('1/5');
    expect(tokyoDayKey('2026-01-04T15:30:00Z')).toBe('2026-01-05');
    expect(tokyoDayKey('2026-01-04T14:59:00Z')).toBe('2026-01-04');
  });

  it('write a postal code with its mark and hyphen, whichever way it was stored', () => {
    expect(formatPostalCode('1000001')).toBe('〒100-0001');
    expect(formatPostalCode('100-0001')).toBe('〒100-0001');
    expect(formatPostalCode('12345')).toBe('〒12345');
  });
});

describe('shared namespace: domain names every remote shows', () => {
  it('names the nine engineer categories and the nine skill groups in docs/positions.md#catalogue-reference-data', async () => {
    const { sharedJa } = await import('../ja/shared');
    const categories = [
      'backend_engineer',
      'data_scientist',
      'database_engineer',
      'devops_engineer',
      'frontend_engineer',
      'full_stack_engineer',
      'mobile_engineer',
      'qa_engineer',
      'security_engineer',
    ];
    const skillGroups = [
      'backend',
      'frontend',
      'database',
      'devops',
      'cloud_platform',
      'security',
      'test_qa',
      'mobile_app',
      'data_science',
    ];
    const missing = [
      ...categories.map((id) => `category_${id}`),
      ...skillGroups.map((key) => `skill_group_${key}`),
    ].filter((key) => !sharedJa[key]);
    expect(missing).toEqual([]);
  });
});
