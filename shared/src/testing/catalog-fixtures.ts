import type { Category, SkillsAttribute } from '../catalog';

/** A small catalogue: three job types, four skill groups (one without items). */
export const testCategories: Category[] = [
  { id: 'backend_engineer', name: 'バックエンドエンジニア' },
  { id: 'frontend_engineer', name: 'フロントエンドエンジニア' },
  { id: 'qa_engineer', name: 'QAエンジニア' },
];

export const testSkills: SkillsAttribute = {
  name: 'skills',
  type: 'MultiSelect',
  items: [
    { key: 'go', value: 'Go', groupName: 'backend' },
    { key: 'java', value: 'Java', groupName: 'backend' },
    { key: 'postgresql', value: 'PostgreSQL', groupName: 'database' },
    { key: 'react', value: 'React', groupName: 'frontend' },
  ],
  itemGroups: [
    { key: 'backend', name: 'バックエンド', categoryIds: ['backend_engineer'] },
    { key: 'frontend', name: 'フロントエンド', categoryIds: ['frontend_engineer'] },
    { key: 'database', name: 'データベース', categoryIds: ['backend_engineer'] },
    { key: 'test_qa', name: 'テスト・QA', categoryIds: ['qa_engineer'] },
  ],
};
