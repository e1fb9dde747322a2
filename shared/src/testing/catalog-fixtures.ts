import type { Category, SkillsAttribute } from '../catalog';
import type { MockHandler } from './api-mock';
import { createPage } from './paginated';

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

/** `mockApi` handlers for the catalogue's reference data: the categories and skills above. */
export const catalogHandlers = {
  'GET /api/catalog/categories': { body: createPage(testCategories) },
  'GET /api/catalog/attributes': { body: createPage([testSkills]) },
} satisfies Record<string, MockHandler>;
