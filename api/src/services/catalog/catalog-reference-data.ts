import * as v from 'valibot';
import {
  categoriesSchema,
  categoryLabel,
  skillGroupLabel,
  skillIndex,
  skillsAttributeSchema,
  type SkillsAttribute,
} from '@jobmatch/shared/catalog';

/**
 * The catalogue's fixed reference data: the nine engineer categories and the `skills` attribute
 * with its nine skill groups. They change with a release, not at run time, so they live in code
 * rather than in tables. Their Japanese names are the shared namespace's, the words every remote
 * shows, and both lists are checked at start-up against the schemas remotes parse them with
 * (docs/decisions/catalog-reference-data.md). Prefectures and compensation bands are the shared
 * domain's (`@jobmatch/shared/domain`).
 */

const CATEGORY_ID_LIST = [
  'backend_engineer',
  'frontend_engineer',
  'full_stack_engineer',
  'mobile_engineer',
  'data_scientist',
  'database_engineer',
  'devops_engineer',
  'qa_engineer',
  'security_engineer',
] as const;

export type CategoryId = (typeof CATEGORY_ID_LIST)[number];

/** `GET /categories`, in this order. */
export const CATEGORIES: ReadonlyArray<{ id: CategoryId; name: string }> = v
  .parse(
    categoriesSchema,
    CATEGORY_ID_LIST.map((id) => ({ id, name: categoryLabel(id) })),
  )
  .map((category) => ({ ...category, id: category.id as CategoryId }));

export const CATEGORY_IDS: readonly string[] = CATEGORY_ID_LIST;
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

const SKILL_GROUP_DATA: readonly Omit<SkillGroup, 'name'>[] = [
  {
    key: 'backend',
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

export const SKILL_GROUPS: readonly SkillGroup[] = SKILL_GROUP_DATA.map((group) => ({
  ...group,
  name: skillGroupLabel(group),
}));

const SKILLS_ATTRIBUTE_ID = 'skills';

/** `GET /attributes`: the one MultiSelect attribute `skills`, in the shape every remote parses. */
export const SKILLS_ATTRIBUTE: SkillsAttribute & { id: string } = {
  id: SKILLS_ATTRIBUTE_ID,
  ...v.parse(skillsAttributeSchema, {
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
  }),
};

const SKILLS = skillIndex(SKILLS_ATTRIBUTE);
export const skillGroupOf = (key: string) => SKILLS.get(key)?.groupName;
export const skillName = (key: string) => SKILLS.get(key)?.value ?? key;
