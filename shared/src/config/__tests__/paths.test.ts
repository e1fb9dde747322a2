import { pathTo, paths } from '..';

describe('paths', () => {
  it('names every route with its path', () => {
    expect(paths['positions.show']).toBe('/positions/:productId');
    expect(paths['auth.signup']).toBe('/auth/sign-up');
    expect(paths['chat.show']).toBe('/messages/topics/:topicId');
    expect(paths['company.accept-invitation']).toBe(
      '/company/auth/accept-invitation/:invitationId/:token',
    );
    expect(paths['admin.organization-applications.show']).toBe(
      '/admin/organization-applications/:applicationId',
    );
    expect(paths['company.jobs.edit']).toBe('/company/jobs/:productId/edit');
    expect(paths['company.applicants.show']).toBe('/company/applicants/:orderId');
    expect(paths['positions.saved']).toBe('/positions/saved');
    expect(paths['settings.saved-searches']).toBe('/settings/saved-searches');
    expect(paths['company.message-templates']).toBe('/company/message-templates');
    expect(paths['company.pipeline']).toBe('/company/pipeline');
    expect(paths['admin.message-templates']).toBe('/admin/message-templates');
    expect(paths['auth.google-link']).toBe('/auth/google-link');
    expect(Object.keys(paths)).toHaveLength(54);
  });
});

describe('pathTo', () => {
  it('fills and encodes params', () => {
    expect(pathTo('positions.show', { productId: 'p 1/2' })).toBe('/positions/p%201%2F2');
    expect(pathTo('organization.positions.list', { organizationId: 'o1' })).toBe(
      '/organization/o1/positions',
    );
  });

  it('appends the query, repeating array values and dropping empty ones', () => {
    expect(
      pathTo('positions.list', null, {
        filters: ['category.c1', 'location.remote_work'],
        search: 'React',
        page: undefined,
      }),
    ).toBe('/positions?filters=category.c1&filters=location.remote_work&search=React');
    expect(pathTo('user.sign-up-wizard', { page: 'skill-select' }, { subPage: 'backend' })).toBe(
      '/sign-up-wizard/skill-select?subPage=backend',
    );
    expect(pathTo('auth.login')).toBe('/auth/login');
  });

  it('refuses a missing param', () => {
    expect(() => pathTo('chat.show', { topicId: '' })).toThrow('missing param "topicId"');
  });
});
