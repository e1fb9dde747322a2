import { flattenSkills, skillGroupsOf, skillIndex, skillKeysByGroup } from '..';
import { testSkills } from '../../testing/catalog-fixtures';

const skills = testSkills;

describe('skillGroupsOf', () => {
  it('lists the groups with items in catalogue order, leaving empty groups out', () => {
    expect(skillGroupsOf(skills).map((group) => [group.key, group.items.length])).toEqual([
      ['backend', 2],
      ['frontend', 1],
      ['database', 1],
    ]);
  });

  it('offers only the groups of the chosen job types', () => {
    expect(
      skillGroupsOf(skills, { categoryIds: ['backend_engineer'] }).map((group) => group.key),
    ).toEqual(['backend', 'database']);
    expect(skillGroupsOf(skills, { categoryIds: ['qa_engineer'] })).toEqual([]);
    expect(skillGroupsOf(skills, { categoryIds: [] })).toEqual([]);
  });

  it('cuts each group to the limit', () => {
    expect(skillGroupsOf(skills, { limit: 1 })[0]!.items.map((item) => item.key)).toEqual(['go']);
  });

  it('offers nothing without skills data', () => {
    expect(skillGroupsOf(null)).toEqual([]);
    expect(skillIndex(undefined).size).toBe(0);
  });
});

describe('skill keys of a user record', () => {
  it('indexes items by key', () => {
    expect(skillIndex(skills).get('react')).toEqual({
      key: 'react',
      value: 'React',
      groupName: 'frontend',
    });
  });

  it('groups the flat list by skill group, ignoring unknown keys', () => {
    expect(skillKeysByGroup(skills, ['go', 'react', 'cobol'])).toEqual({
      backend: ['go'],
      frontend: ['react'],
    });
    expect(skillKeysByGroup(null, ['go'])).toEqual({});
  });

  it('flattens only the groups still offered for the job types, without duplicates', () => {
    const byGroup = { backend: ['go', 'go'], frontend: ['react'], database: ['postgresql', 'x'] };
    expect(flattenSkills(skills, ['backend_engineer'], byGroup)).toEqual(['go', 'postgresql']);
    expect(flattenSkills(skills, [], byGroup)).toEqual([]);
  });
});
