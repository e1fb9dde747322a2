// Japanese texts of the `shared` namespace: the design system's own words (close buttons, counters, …)
// and the domain's names every remote shows (engineer categories and skill groups, spec section 3),
// read by remotes as `shared:category_<id>` / `shared:skill_group_<key>`.
// The design-system components add their keys here; flat snake_case keys, `{{var}}` interpolation.
export const sharedJa: Record<string, string> = {
  close: '閉じる',
  loading: '読み込み中',
  required: '必須',

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
};
