// Japanese texts of the `wizard` namespace: every word the sign-up wizard and the profile show
// (flat snake_case keys, `{{var}}` interpolation). Validation messages come from the shared
// schemas, error-code messages from the shared `errors` namespace.
export const wizardJa = {
  // Page titles (handle.titleKey)
  sign_up_wizard_title: 'プロフィール登録',
  profile_title: 'プロフィール',

  // Common
  not_set: '未設定',
  select_placeholder: '選択してください',

  // Wizard frame
  wizard_progress_label: '登録の進み具合',
  wizard_skip: 'スキップして次へ',
  wizard_submit: 'この内容で登録する',
  wizard_complete_toast: 'プロフィールの登録が完了しました',

  // Wizard pages
  page_base_info_heading: '基本情報を入力してください',
  page_base_info_lead: '企業とのやり取りや応募に使われます。',
  page_category_select_heading: '希望する職種を選んでください',
  page_category_select_lead:
    '複数選択できます。選んだ職種に合わせて、経験年数とスキルをお聞きします。',
  page_category_experience_heading: '職種ごとの経験年数を選んでください',
  page_category_experience_empty: '職種が選択されていないため、経験年数の入力は不要です。',
  page_skill_select_heading: 'スキルを選んでください',
  page_skill_select_lead:
    '{{group}}のスキルで、経験のあるものを選んでください（複数選択可・任意）。',
  page_skill_select_empty: '選んだ職種に該当するスキルがないため、この項目は不要です。',
  page_desired_compensation_heading: '希望する報酬を選んでください',
  page_submit_heading: '入力内容の確認',
  page_submit_lead: '内容を確認して、登録してください。登録後もプロフィール画面から変更できます。',

  // Profile form
  person_name_label: '氏名',
  person_name_placeholder: '山田 太郎',
  furigana_label: 'フリガナ',
  furigana_placeholder: 'ヤマダ　タロウ',
  furigana_hint: '全角カタカナで入力してください',
  zip_code_label: '郵便番号',
  zip_code_placeholder: '1000001',
  zip_code_hint: 'ハイフンなしの7桁',
  prefecture_label: '都道府県',
  city_town_village_label: '市区町村',
  city_town_village_placeholder: '千代田区',
  town_street_building_label: '町名・番地・建物名',
  town_street_building_placeholder: '千代田1-1 〇〇ビル101',
  contact_phone_label: '電話番号',
  contact_phone_placeholder: '09012345678',

  // Job types, experience, skills, compensation
  job_types_legend: '職種',
  experience_postfix: '経験年数',
  skills_legend: '{{group}}のスキル',
  skills_none_selected: '選択なし',
  skills_unavailable: 'スキルの情報を読み込めませんでした。時間をおいてもう一度お試しください。',
  compensation_type_label: '報酬の種類',
  compensation_amount_label: '希望報酬額',
  compensation_amount_hint: '先に報酬の種類を選んでください',

  // Summary and profile sections
  section_base_info: '基本情報',
  section_job_types: '希望職種',
  section_experience: '経験年数',
  section_skills: 'スキル',
  section_compensation: '希望報酬',
  field_address: '住所',
  edit: '編集する',
  edit_section: '{{section}}を編集する',
  save: '保存する',
  cancel: 'キャンセル',
  saved_toast: '{{section}}を保存しました',
  profile_lead: '登録内容を確認・変更できます。企業へ応募すると、この内容が伝わります。',
  experience_needs_job_types: '先に希望職種を選んでください。',
  skills_needs_job_types: '選んだ職種に該当するスキルはありません。',
} as const satisfies Record<string, string>;

export type WizardTextKey = keyof typeof wizardJa;
