import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/database';
import type { PeriodicJob } from '../../lib/periodic-jobs';
import type { ObjectStorage } from './storage/object-storage';
import { deleteUploadGrants, markOrphanedUploads } from './upload-grants-repository';

// Deletes the uploads nobody will register (docs/company.md#upload-limits): refused by a
// registration, or not registered within UPLOAD_REGISTRATION_HOURS of their URL. Once an hour,
// claimed in `job_runs`, so one api process runs it across all of them; the objects go from the
// store (disk or S3) first, then their rows. A run cut short leaves its rows marked, and the next
// run deletes them again (deleting a missing object is no error).

export const UPLOAD_HOUSEKEEPING = 'upload-housekeeping';
const BATCH = 100;

export function uploadHousekeepingJob(options: {
  db: Queryable;
  storage: ObjectStorage;
  log: FastifyBaseLogger;
}): PeriodicJob {
  const { db, storage, log } = options;
  return {
    name: UPLOAD_HOUSEKEEPING,
    dueFromHour: 0,
    every: 'hour',
    async run(now) {
      let deleted = 0;
      let failed = 0;
      for (;;) {
        const objectIds = await markOrphanedUploads(db, now, BATCH);
        const gone: string[] = [];
        for (const objectId of objectIds) {
          try {
            await storage.delete(objectId);
            gone.push(objectId);
          } catch (error) {
            failed += 1;
            log.warn({ err: error, objectId }, 'orphaned upload not deleted');
          }
        }
        await deleteUploadGrants(db, gone);
        deleted += gone.length;
        // a failing store is retried by the next run, not in a loop here
        if (objectIds.length < BATCH || gone.length < objectIds.length) break;
      }
      return { deleted, failed };
    },
  };
}
