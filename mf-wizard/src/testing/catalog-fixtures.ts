import { testCategories, testSkills } from '@jobmatch/shared/testing';

export { testCategories, testSkills };

const page = <T>(value: T[]) => ({
  body: { value, count: value.length, total: value.length, nextToken: null, previousToken: null },
});

/** Handlers for `mockApi`: the catalogue calls the wizard makes. */
export const catalogHandlers = {
  'GET /api/catalog/categories': page(testCategories),
  'GET /api/catalog/attributes': page([testSkills]),
};
