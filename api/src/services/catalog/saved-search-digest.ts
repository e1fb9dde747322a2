import type { FastifyInstance } from 'fastify';
import { savedSearchUrl } from '@jobmatch/shared/catalog';
import { postingPayLabel } from '@jobmatch/shared/domain';
import type { Queryable } from '../../db/database';
import type { PeriodicJob } from '../../lib/periodic-jobs';
import { searchTerms } from '../../lib/search-text';
import { findOrganizationSummaries } from '../organizations/organizations-module';
import { findUsersByIds, notificationSettingsOf, type UserRecord } from '../users/users-module';
import { unsubscribeUrlMaker } from './saved-search-unsubscribe';
import {
  findDigestPostings,
  listDueSavedSearches,
  lockDueSavedSearch,
  recordDigest,
} from './saved-searches-repository';
import { parseStructuredFilters } from './search-filters';

// The daily job that mails each saved search's new postings (docs/matching.md#saved-searches-and-alerts).

export const SAVED_SEARCH_DIGEST = 'saved-search-digest';
/** A digest lists at most this many postings, at most `PER_COMPANY` of one company. */
const DIGEST_CAPS = { limit: 10, perCompany: 2 };
const PAGE_SIZE = 100;
const WITH_ORGANIZATION: ReadonlySet<string> = new Set(['organization']);

const wantsAlerts = (owner: UserRecord | undefined): owner is UserRecord =>
  !!owner &&
  !owner.deactivatedAt &&
  !owner.adminLocked &&
  notificationSettingsOf(owner).savedSearchAlerts;

export function savedSearchDigestJob(
  app: FastifyInstance,
  { publicOrigin }: { publicOrigin: string },
): PeriodicJob {
  const unsubscribeUrl = unsubscribeUrlMaker(app, publicOrigin);

  /**
   * One search's digest in one transaction: the mail, the postings it names and the moved
   * window commit together, so no posting is mailed twice by a search, whoever runs it.
   */
  const digest = (id: string, owner: UserRecord, now: Date) =>
    app.db.transaction(async (tx: Queryable) => {
      const search = await lockDueSavedSearch(tx, id, now);
      // gone, switched off, or done meanwhile by a run at a later time
      if (!search || new Date(search.last_digest_at) >= now) return false;
      const postings = await findDigestPostings(
        tx,
        {
          id,
          since: search.last_digest_at,
          filters: parseStructuredFilters(search.filters),
          terms: searchTerms(search.search),
        },
        now,
        DIGEST_CAPS,
      );
      if (postings.length > 0) {
        const companies = await findOrganizationSummaries(
          tx,
          WITH_ORGANIZATION,
          postings.map((posting) => posting.organization_id),
        );
        await app.mailer.send(
          app.mailer.templates.savedSearchDigest(owner.email, {
            name: owner.name,
            searchName: search.name,
            searchPath: savedSearchUrl(search),
            postings: postings.map((posting) => ({
              id: posting.id,
              name: posting.name,
              company: companies?.get(posting.organization_id)?.name ?? '',
              pay: postingPayLabel(posting),
            })),
            total: postings[0]?.total ?? postings.length,
            unsubscribeUrl: unsubscribeUrl(id),
          }),
          tx,
        );
      }
      await recordDigest(
        tx,
        id,
        postings.map((posting) => posting.id),
        now,
      );
      return postings.length > 0;
    });

  return {
    name: SAVED_SEARCH_DIGEST,
    dueFromHour: 8,
    async run(now) {
      let searches = 0;
      let mailed = 0;
      let failed = 0;
      for (let afterId = ''; ; ) {
        const page = await listDueSavedSearches(app.db, now, afterId, PAGE_SIZE);
        if (page.length === 0) break;
        afterId = page[page.length - 1]!.id;
        const owners = await findUsersByIds(app.db, [...new Set(page.map((row) => row.user_id))]);
        for (const row of page) {
          const owner = owners.get(row.user_id);
          if (!wantsAlerts(owner)) continue;
          searches += 1;
          try {
            if (await digest(row.id, owner, now)) mailed += 1;
          } catch (error) {
            // one broken search (a filter the catalogue no longer knows) stops no other
            failed += 1;
            app.log.error({ err: error, savedSearchId: row.id }, 'saved search digest failed');
          }
        }
      }
      return { searches, mailed, failed };
    },
  };
}
