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
  page_career_heading: '職務経歴・自己PR',
  page_career_lead:
    'これまでの職務経歴と自己PRを入力してください（任意）。あとからプロフィール画面でも登録・変更できます。',
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
  zip_code_address_filled: '住所を入力しました',
  zip_code_address_not_found: '該当する住所が見つかりませんでした。住所を入力してください',
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

  // Career entries (職務経歴)
  career_company_label: '会社名',
  career_company_placeholder: '株式会社サンプル',
  career_title_label: '職種・役職',
  career_title_placeholder: 'バックエンドエンジニア',
  career_employment_type_label: '雇用形態',
  career_started_on_label: '開始年月',
  career_ended_on_label: '終了年月',
  career_month_hint: '例：2021-04',
  career_current_label: '現在も在籍中',
  career_description_label: '業務内容',
  career_description_placeholder: '担当した業務、使用した技術、成果などを具体的に書きましょう',
  career_add: '職務経歴を追加',
  career_add_entry: '追加する',
  career_update_entry: '変更する',
  career_entry_new_heading: '職務経歴を追加',
  career_entry_edit_heading: '{{company}}の職務経歴を編集',
  career_edit_entry: '{{company}}の職務経歴を編集する',
  career_remove_entry: '{{company}}の職務経歴を削除する',
  career_removed: '{{company}}の職務経歴を削除しました。保存するまで元に戻せます。',
  career_undo: '元に戻す',
  career_empty: '職務経歴はまだ登録されていません。',
  career_limit: '職務経歴は{{max}}件まで登録できます。',
  career_list_label: '職務経歴の一覧',
  career_meta: '{{period}}・{{type}}',
  career_remove: '削除する',

  // 自己PR, links, job change
  self_pr_label: '自己PR',
  self_pr_placeholder: '強みや得意な技術、仕事で大切にしていることなどを書きましょう',
  links_legend: 'リンク',
  links_hint: 'GitHub、Qiita、Zenn、ポートフォリオなど（https:// から始まるURL）',
  link_kind_label: 'リンク{{number}}の種類',
  link_url_label: 'リンク{{number}}のURL',
  link_add: 'リンクを追加',
  link_remove: 'リンク{{number}}を削除する',
  links_limit: 'リンクは{{max}}件まで登録できます。',
  opens_in_new_tab: '（新しいタブで開きます）',
  job_change_timing_label: '転職希望時期',
  desired_annual_salary_label: '希望年収',
  desired_annual_salary_field: '希望年収（万円）',
  desired_annual_salary_hint: '万円単位の半角数字（例：600）',
  desired_annual_salary_value: '{{amount}}万円',
  desired_work_style_label: '希望の働き方',
  work_style_any: 'こだわらない',

  // Summary and profile sections
  section_base_info: '基本情報',
  section_job_types: '希望職種',
  section_experience: '経験年数',
  section_skills: 'スキル',
  section_compensation: '希望報酬',
  section_career: '職務経歴',
  section_self_pr: '自己PR',
  section_links: 'リンク',
  section_job_change: '転職希望・働き方',
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
