import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestQueryClient, mockApi, renderWithProviders } from '../../../testing';
import { skillGroupsOf } from '../../skill-groups';
import {
  catalogQueryKeys,
  categoriesQueryOptions,
  skillsAttributeQueryOptions,
  useCategories,
  useSkillsAttribute,
} from '..';

const validSkills = {
  id: 'skills',
  name: 'skills',
  type: 'MultiSelect',
  items: [{ key: 'react', value: 'React', groupName: 'frontend' }],
  itemGroups: [{ key: 'frontend', name: 'フロントエンド', categoryIds: ['frontend_engineer'] }],
};

const page = (value: unknown[]) => ({
  body: { value, count: value.length, total: value.length, nextToken: null, previousToken: null },
});

function api(attributes: unknown[] = [validSkills]) {
  return mockApi({
    'GET /api/catalog/categories': page([{ id: 'frontend_engineer', name: 'フロントエンド' }]),
    'GET /api/catalog/attributes': page(attributes),
  });
}

/** Reads like the positions remote: chips when there are skills, nothing otherwise. */
function SkillChipsReader() {
  const { data } = useSkillsAttribute();
  const groups = skillGroupsOf(data);
  if (groups.length === 0) return <p>no chips</p>;
  return (
    <ul aria-label="chips">
      {groups.flatMap((group) => group.items.map((item) => <li key={item.key}>{item.value}</li>))}
    </ul>
  );
}

/** Reads like the wizard's profile: waits for the data, then shows the page with what it got. */
function ProfileReader() {
  const skills = useSkillsAttribute();
  if (skills.isPending) return <p role="status">loading</p>;
  return <h1>{`profile with ${skillGroupsOf(skills.data).length} skill groups`}</h1>;
}

/** One page visited after another, in one query cache: the shell keeps one client for all remotes. */
function Navigation() {
  const [second, setSecond] = useState(false);
  return second ? (
    <ProfileReader />
  ) : (
    <>
      <SkillChipsReader />
      <button onClick={() => setSecond(true)}>next page</button>
    </>
  );
}

describe('catalogue reference data in one query cache', () => {
  it('gives every reader the same parsed attribute from one request', async () => {
    const calls = api();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Navigation />);
    expect(await screen.findByRole('list', { name: 'chips' })).toHaveTextContent('React');
    await user.click(screen.getByRole('button', { name: 'next page' }));
    expect(screen.getByRole('heading')).toHaveTextContent('profile with 1 skill groups');
    expect(calls.callsTo('GET', '/api/catalog/attributes')).toHaveLength(1);
  });

  // The bug this module ends: two remotes cached different shapes under one key, so with
  // invalid skills data the profile waited forever for what the positions page had stored.
  it('with invalid skills data: logged once, chips omitted, and the next reader renders instead of spinning', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const calls = api([{ name: 'skills', items: 'not-a-list' }]);
    const user = userEvent.setup({ delay: null });
    const { queryClient } = renderWithProviders(<Navigation />);
    expect(await screen.findByText('no chips')).toBeInTheDocument();
    await waitFor(() =>
      expect(queryClient.getQueryState(catalogQueryKeys.skillsAttribute)?.status).toBe('success'),
    );
    await user.click(screen.getByRole('button', { name: 'next page' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading')).toHaveTextContent('profile with 0 skill groups');
    expect(queryClient.getQueryData(catalogQueryKeys.skillsAttribute)).toBeNull();
    expect(calls.callsTo('GET', '/api/catalog/attributes')).toHaveLength(1);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('invalid skills attribute'),
      expect.anything(),
    );
    error.mockRestore();
  });

  it('treats a missing skills attribute like invalid data', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    api([]);
    const queryClient = createTestQueryClient();
    await expect(queryClient.fetchQuery(skillsAttributeQueryOptions())).resolves.toBeNull();
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('invalid skills attribute'),
      'no skills attribute',
    );
    error.mockRestore();
  });

  it('reads reference data without a token (guests browse too), one page of categories', async () => {
    const calls = api();
    const queryClient = createTestQueryClient();
    await queryClient.fetchQuery(categoriesQueryOptions());
    await queryClient.fetchQuery(skillsAttributeQueryOptions());
    const [categories] = calls.callsTo('GET', '/api/catalog/categories');
    const [attributes] = calls.callsTo('GET', '/api/catalog/attributes');
    expect(categories!.query.get('$top')).toBe('50');
    expect(attributes!.query.get('$filter')).toBe("name eq 'skills'");
    expect(categories!.headers.authorization).toBeUndefined();
    expect(attributes!.headers.authorization).toBeUndefined();
  });

  it('fails the categories query on data that breaks the schema (the page offers a retry)', async () => {
    mockApi({ 'GET /api/catalog/categories': page([{ name: 'no id' }]) });
    function CategoriesReader() {
      const categories = useCategories();
      return <p>{categories.isError ? 'error' : categories.isPending ? 'loading' : 'ok'}</p>;
    }
    renderWithProviders(<CategoriesReader />);
    expect(await screen.findByText('error')).toBeInTheDocument();
  });
});
