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

export async function savedSearchesRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  await savedSearchUnsubscribeRoutes(app, { clock });
  const authenticated = { preHandler: app.authenticate };

  app.get(
    '/users/:userId/saved-searches',
    authenticated,
    async (request): Promise<Paginated<SavedSearch>> => {
      const { userId } = parseInput(userParamsSchema, request.params, 'params');
      ownSeekerList(request, userId);
      return wholeListPage((await listSavedSearches(app.db, userId)).map(toSavedSearchJson));
    },
  );

  app.post('/users/:userId/saved-searches', authenticated, async (request, reply) => {
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
    authenticated,
    async (request): Promise<SavedSearch> => {
      const { userId, id } = parseInput(searchParamsSchema, request.params, 'params');
      ownSeekerList(request, userId);
      const changes = parseInput(savedSearchChangesSchema, request.body);
      const row = await updateSavedSearch(app.db, userId, id, changes, clock());
      if (!row) throw notFound('Saved search');
      return toSavedSearchJson(row);
    },
  );

  app.delete('/users/:userId/saved-searches/:id', authenticated, async (request, reply) => {
    const { userId, id } = parseInput(searchParamsSchema, request.params, 'params');
    ownSeekerList(request, userId);
    if (!(await deleteSavedSearch(app.db, userId, id))) throw notFound('Saved search');
    return reply.code(204).send();
  });

  app.get(
    '/users/:userId/notification-settings',
    authenticated,
    async (request): Promise<NotificationSettings> => {
      const { userId } = parseInput(userParamsSchema, request.params, 'params');
      return notificationSettingsOf(ownSeekerList(request, userId).user);
    },
  );

  app.put(
    '/users/:userId/notification-settings',
    authenticated,
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
