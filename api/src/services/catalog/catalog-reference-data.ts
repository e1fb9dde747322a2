/**
 * The catalogue's fixed reference data: the nine engineer categories, the `skills` attribute
 * with its nine skill groups (spec section 3) and the 47 prefectures. They change with a
 * release, not at run time, so they live in code rather than in tables.
 */

export const CATEGORIES = [
  { id: 'backend_engineer', name: 'バックエンドエンジニア' },
  { id: 'frontend_engineer', name: 'フロントエンドエンジニア' },
  { id: 'full_stack_engineer', name: 'フルスタックエンジニア' },
  { id: 'mobile_engineer', name: 'モバイルエンジニア' },
  { id: 'data_scientist', name: 'データサイエンティスト' },
  { id: 'database_engineer', name: 'データベースエンジニア' },
  { id: 'devops_engineer', name: 'DevOpsエンジニア' },
  { id: 'qa_engineer', name: 'QAエンジニア' },
  { id: 'security_engineer', name: 'セキュリティエンジニア' },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]['id'];
export const CATEGORY_IDS: readonly string[] = CATEGORIES.map((category) => category.id);
export const categoryName = (id: string) =>
  CATEGORIES.find((category) => category.id === id)?.name ?? null;

export interface SkillGroup {
  key: string;
  name: string;
  /** The categories whose wizard and filter panel offer this group. */
  categoryIds: CategoryId[];
  /** key → display name; keys are unique across groups (a product stores keys only). */
  items: ReadonlyArray<readonly [key: string, value: string]>;
}

export const SKILL_GROUPS: readonly SkillGroup[] = [
  {
    key: 'backend',
    name: 'バックエンド',
    categoryIds: ['backend_engineer', 'full_stack_engineer'],
    items: [
      ['java', 'Java'],
      ['go', 'Go'],
      ['ruby', 'Ruby'],
      ['php', 'PHP'],
      ['python', 'Python'],
      ['nodejs', 'Node.js'],
      ['kotlin', 'Kotlin'],
      ['scala', 'Scala'],
      ['rust', 'Rust'],
      ['csharp', 'C#'],
      ['elixir', 'Elixir'],
      ['spring_boot', 'Spring Boot'],
      ['ruby_on_rails', 'Ruby on Rails'],
      ['laravel', 'Laravel'],
      ['django', 'Django'],
      ['graphql', 'GraphQL'],
    ],
  },
  {
    key: 'frontend',
    name: 'フロントエンド',
    categoryIds: ['frontend_engineer', 'full_stack_engineer'],
    items: [
      ['typescript', 'TypeScript'],
      ['javascript', 'JavaScript'],
      ['react', 'React'],
      ['vuejs', 'Vue.js'],
      ['angular', 'Angular'],
      ['nextjs', 'Next.js'],
      ['nuxtjs', 'Nuxt.js'],
      ['svelte', 'Svelte'],
      ['html_css', 'HTML/CSS'],
      ['sass', 'Sass'],
      ['webpack', 'webpack'],
      ['storybook', 'Storybook'],
    ],
  },
  {
    key: 'database',
    name: 'データベース',
    categoryIds: ['database_engineer', 'backend_engineer', 'data_scientist'],
    items: [
      ['postgresql', 'PostgreSQL'],
      ['mysql', 'MySQL'],
      ['oracle', 'Oracle Database'],
      ['sql_server', 'SQL Server'],
      ['mongodb', 'MongoDB'],
      ['redis', 'Redis'],
      ['elasticsearch', 'Elasticsearch'],
      ['dynamodb', 'DynamoDB'],
      ['cassandra', 'Cassandra'],
      ['bigquery', 'BigQuery'],
    ],
  },
  {
    key: 'devops',
    name: 'DevOps',
    categoryIds: ['devops_engineer', 'backend_engineer'],
    items: [
      ['docker', 'Docker'],
      ['kubernetes', 'Kubernetes'],
      ['terraform', 'Terraform'],
      ['ansible', 'Ansible'],
      ['github_actions', 'GitHub Actions'],
      ['jenkins', 'Jenkins'],
      ['circleci', 'CircleCI'],
      ['prometheus', 'Prometheus'],
      ['grafana', 'Grafana'],
      ['datadog', 'Datadog'],
    ],
  },
  {
    key: 'cloud_platform',
    name: 'クラウド',
    categoryIds: ['devops_engineer', 'backend_engineer', 'full_stack_engineer'],
    items: [
      ['aws', 'AWS'],
      ['gcp', 'Google Cloud'],
      ['azure', 'Microsoft Azure'],
      ['firebase', 'Firebase'],
      ['cloudflare', 'Cloudflare'],
      ['heroku', 'Heroku'],
      ['oci', 'Oracle Cloud'],
    ],
  },
  {
    key: 'security',
    name: 'セキュリティ',
    categoryIds: ['security_engineer', 'devops_engineer'],
    items: [
      ['vulnerability_assessment', '脆弱性診断'],
      ['penetration_testing', 'ペネトレーションテスト'],
      ['siem', 'SIEM'],
      ['waf', 'WAF'],
      ['iam', 'IAM設計'],
      ['zero_trust', 'ゼロトラスト'],
      ['iso27001', 'ISO 27001'],
      ['incident_response', 'インシデント対応'],
    ],
  },
  {
    key: 'test_qa',
    name: 'テスト・QA',
    categoryIds: ['qa_engineer'],
    items: [
      ['selenium', 'Selenium'],
      ['playwright', 'Playwright'],
      ['cypress', 'Cypress'],
      ['jest', 'Jest'],
      ['junit', 'JUnit'],
      ['appium', 'Appium'],
      ['jmeter', 'JMeter'],
      ['test_design', 'テスト設計'],
    ],
  },
  {
    key: 'mobile_app',
    name: 'モバイルアプリ',
    categoryIds: ['mobile_engineer'],
    items: [
      ['swift', 'Swift'],
      ['objective_c', 'Objective-C'],
      ['kotlin_android', 'Kotlin (Android)'],
      ['flutter', 'Flutter'],
      ['react_native', 'React Native'],
      ['swiftui', 'SwiftUI'],
      ['jetpack_compose', 'Jetpack Compose'],
    ],
  },
  {
    key: 'data_science',
    name: 'データサイエンス',
    categoryIds: ['data_scientist'],
    items: [
      ['pandas', 'pandas'],
      ['numpy', 'NumPy'],
      ['scikit_learn', 'scikit-learn'],
      ['tensorflow', 'TensorFlow'],
      ['pytorch', 'PyTorch'],
      ['r_lang', 'R'],
      ['spark', 'Apache Spark'],
      ['airflow', 'Apache Airflow'],
      ['llm', 'LLM・生成AI'],
      ['tableau', 'Tableau'],
    ],
  },
];

const SKILL_GROUP_OF = new Map<string, string>(
  SKILL_GROUPS.flatMap((group) => group.items.map(([key]) => [key, group.key] as const)),
);
const SKILL_NAME_OF = new Map<string, string>(
  SKILL_GROUPS.flatMap((group) => group.items.map(([key, value]) => [key, value] as const)),
);
export const skillGroupOf = (key: string) => SKILL_GROUP_OF.get(key);
export const skillName = (key: string) => SKILL_NAME_OF.get(key) ?? key;

/** `GET /attributes`: the one MultiSelect attribute `skills`. */
export const SKILLS_ATTRIBUTE = {
  id: 'skills',
  name: 'skills',
  type: 'MultiSelect',
  items: SKILL_GROUPS.flatMap((group) =>
    group.items.map(([key, value]) => ({ key, value, groupName: group.key })),
  ),
  itemGroups: SKILL_GROUPS.map((group) => ({
    key: group.key,
    name: group.name,
    categoryIds: [...group.categoryIds],
  })),
} as const;

/** The 47 prefectures in JIS order, with the romanised key also accepted in filters. */
export const PREFECTURES = [
  ['北海道', 'hokkaido'],
  ['青森県', 'aomori'],
  ['岩手県', 'iwate'],
  ['宮城県', 'miyagi'],
  ['秋田県', 'akita'],
  ['山形県', 'yamagata'],
  ['福島県', 'fukushima'],
  ['茨城県', 'ibaraki'],
  ['栃木県', 'tochigi'],
  ['群馬県', 'gunma'],
  ['埼玉県', 'saitama'],
  ['千葉県', 'chiba'],
  ['東京都', 'tokyo'],
  ['神奈川県', 'kanagawa'],
  ['新潟県', 'niigata'],
  ['富山県', 'toyama'],
  ['石川県', 'ishikawa'],
  ['福井県', 'fukui'],
  ['山梨県', 'yamanashi'],
  ['長野県', 'nagano'],
  ['岐阜県', 'gifu'],
  ['静岡県', 'shizuoka'],
  ['愛知県', 'aichi'],
  ['三重県', 'mie'],
  ['滋賀県', 'shiga'],
  ['京都府', 'kyoto'],
  ['大阪府', 'osaka'],
  ['兵庫県', 'hyogo'],
  ['奈良県', 'nara'],
  ['和歌山県', 'wakayama'],
  ['鳥取県', 'tottori'],
  ['島根県', 'shimane'],
  ['岡山県', 'okayama'],
  ['広島県', 'hiroshima'],
  ['山口県', 'yamaguchi'],
  ['徳島県', 'tokushima'],
  ['香川県', 'kagawa'],
  ['愛媛県', 'ehime'],
  ['高知県', 'kochi'],
  ['福岡県', 'fukuoka'],
  ['佐賀県', 'saga'],
  ['長崎県', 'nagasaki'],
  ['熊本県', 'kumamoto'],
  ['大分県', 'oita'],
  ['宮崎県', 'miyazaki'],
  ['鹿児島県', 'kagoshima'],
  ['沖縄県', 'okinawa'],
] as const;

const PREFECTURE_BY_KEY = new Map<string, string>(
  PREFECTURES.flatMap(([name, key]) => [[name, name] as const, [key, name] as const]),
);
/** '東京都' or 'tokyo' → '東京都'; undefined for anything else. */
export const prefectureName = (keyOrName: string) => PREFECTURE_BY_KEY.get(keyOrName);

export const COMPENSATION_TYPES = ['month', 'day', 'hour'] as const;
export type CompensationType = (typeof COMPENSATION_TYPES)[number];
