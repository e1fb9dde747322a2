import { purgeExpiredTokens } from '../db/purge-expired-tokens';
import type { Clock } from '../lib/clock';
import { purgeExpiredCounters } from '../lib/rate-limiter';
import { definePlugin } from '../lib/define-plugin';

/** Purges dead tokens, sessions and rate-limit counters once the app is ready, then every `intervalMs`. */
export const housekeepingPlugin = definePlugin<{ clock: Clock; intervalMs: number }>(
  'housekeeping',
  async (app, { clock, intervalMs }) => {
    const run = async () => {
      try {
        const now = clock();
        const purged = await purgeExpiredTokens(app.db, now);
        const counters = await purgeExpiredCounters(app.db, now);
        app.log.debug({ purged, counters }, 'expired tokens and rate-limit counters purged');
      } catch (error) {
        app.log.error({ err: error }, 'purging expired tokens failed');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void run();
      timer = setInterval(run, intervalMs);
      timer.unref(); // never keeps the process alive on its own
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
);
