import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { NotificationSettings, Paginated, SavedSearch } from '@jobmatch/shared/contracts';
import {
  notificationSettingsSchema,
  savedSearchChangesSchema,
  savedSearchInputSchema,
} from '@jobmatch/shared/schemas';
import { ApiError, notFound } from '../../lib/api-error';
import type { Clock } from '../../lib/clock';
import { wholeListPage } from '../../lib/keyset-pagination';
import { idSchema, parseInput, userParamsSchema } from '../../lib/request-validation';
import { newId } from '../../lib/secure-tokens';
import { apiDoc } from '../../openapi/route-docs';
import { notificationSettingsOf, saveNotificationSettings } from '../users/users-module';
import { savedSearchUnsubscribeRoutes } from './saved-search-unsubscribe';
import {
  deleteSavedSearch,
  insertSavedSearch,
  listSavedSearches,
  SAVED_SEARCHES_MAX,
  toSavedSearchJson,
  updateSavedSearch,
} from './saved-searches-repository';
import { parseStructuredFilters } from './search-filters';
import { ownSeekerList } from './seeker-access';

// A seeker's saved searches and mail switches (docs/matching.md#saved-searches-and-alerts). The
// bodies are checked with the schemas the save dialog and the rename form validate with.

const searchParamsSchema = v.object({ userId: idSchema, id: idSchema });

const limitExceeded = () =>
  new ApiError(
    409,
    'limit_exceeded',
    `At most ${SAVED_SEARCHES_MAX} searches can be saved; delete one first`,
    {
      target: 'savedSearches',
    },
  );

const LIST_DOC = apiDoc({
  summary: "The job seeker's saved searches",
  access: 'job-seeker',
  params: userParamsSchema,
  answers: { 200: { list: 'SavedSearch' } },
  errors: { 404: ['not_found'] },
});
const CREATE_DOC = apiDoc({
  summary: 'Save a search',
  access: 'job-seeker',
  params: userParamsSchema,
  body: savedSearchInputSchema,
  answers: { 201: 'SavedSearch' },
  errors: { 404: ['not_found'], 409: ['limit_exceeded'] },
});
const CHANGE_DOC = apiDoc({
  summary: 'Rename a saved search or change its alert',
  access: 'job-seeker',
  params: searchParamsSchema,
  body: savedSearchChangesSchema,
  answers: { 200: 'SavedSearch' },
  errors: { 404: ['not_found'] },
});
const DELETE_DOC = apiDoc({
  summary: 'Delete a saved search',
  access: 'job-seeker',
  params: searchParamsSchema,
  answers: { 204: null },
  errors: { 404: ['not_found'] },
});
const SETTINGS_DOC = apiDoc({
  summary: "The job seeker's mail switches",
  access: 'job-seeker',
  params: userParamsSchema,
  answers: { 200: 'NotificationSettings' },
  errors: { 404: ['not_found'] },
});
const SAVE_SETTINGS_DOC = apiDoc({
  summary: "Set the job seeker's mail switches",
  access: 'job-seeker',
  params: userParamsSchema,
  body: notificationSettingsSchema,
  answers: { 200: 'NotificationSettings' },
  errors: { 404: ['not_found'] },
});

export async function savedSearchesRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  await savedSearchUnsubscribeRoutes(app, { clock });
  const authenticated = (schema: ReturnType<typeof apiDoc>) => ({
    preHandler: app.authenticate,
    schema,
  });

  app.get(
    '/users/:userId/saved-searches',
    authenticated(LIST_DOC),
    async (request): Promise<Paginated<SavedSearch>> => {
      const { userId } = parseInput(userParamsSchema, request.params, 'params');
      ownSeekerList(request, userId);
      return wholeListPage((await listSavedSearches(app.db, userId)).map(toSavedSearchJson));
    },
  );

  app.post('/users/:userId/saved-searches', authenticated(CREATE_DOC), async (request, reply) => {
    const { userId } = parseInput(userParamsSchema, request.params, 'params');
    ownSeekerList(request, userId);
    const input = parseInput(savedSearchInputSchema, request.body);
    // stored as the page writes them; an unknown key is a 400 wrong_parameter on `filters`
    parseStructuredFilters(input.filters);
    const row = await app.db.transaction((tx) =>
      insertSavedSearch(tx, { id: newId(), user_id: userId, ...input }, clock()),
    );
    if (!row) throw limitExceeded();
    return reply.code(201).send(toSavedSearchJson(row) satisfies SavedSearch);
  });

  app.patch(
    '/users/:userId/saved-searches/:id',
    authenticated(CHANGE_DOC),
    async (request): Promise<SavedSearch> => {
      const { userId, id } = parseInput(searchParamsSchema, request.params, 'params');
      ownSeekerList(request, userId);
      const changes = parseInput(savedSearchChangesSchema, request.body);
      const row = await updateSavedSearch(app.db, userId, id, changes, clock());
      if (!row) throw notFound('Saved search');
      return toSavedSearchJson(row);
    },
  );

  app.delete(
    '/users/:userId/saved-searches/:id',
    authenticated(DELETE_DOC),
    async (request, reply) => {
      const { userId, id } = parseInput(searchParamsSchema, request.params, 'params');
      ownSeekerList(request, userId);
      if (!(await deleteSavedSearch(app.db, userId, id))) throw notFound('Saved search');
      return reply.code(204).send();
    },
  );

  app.get(
    '/users/:userId/notification-settings',
    authenticated(SETTINGS_DOC),
    async (request): Promise<NotificationSettings> => {
      const { userId } = parseInput(userParamsSchema, request.params, 'params');
      return notificationSettingsOf(ownSeekerList(request, userId).user);
    },
  );

  app.put(
    '/users/:userId/notification-settings',
    authenticated(SAVE_SETTINGS_DOC),
    async (request): Promise<NotificationSettings> => {
      const { userId } = parseInput(userParamsSchema, request.params, 'params');
      ownSeekerList(request, userId);
      const settings = parseInput(notificationSettingsSchema, request.body);
      const saved = await saveNotificationSettings(app.db, userId, settings, clock());
      if (!saved) throw notFound('User');
      return saved;
    },
  );
}
