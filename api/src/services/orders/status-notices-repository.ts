import type { OrderStatus } from '@jobmatch/shared/domain';
import type { Queryable } from '../../db/database';

// The status mail's grace period (docs/conversations.md#status-mails): per order, the status the
// seeker last heard of and when a mail of a newer one is due.

/** A change waits this long: a click undone at once mails nothing. */
export const STATUS_MAIL_GRACE_MS = 10 * 60_000;
/** At most one status mail per order in this time. */
export const STATUS_MAIL_SPACING_MS = 60 * 60_000;

/**
 * Records that the order's status changed from `from`: its mail falls due after the grace period
 * (and an hour after the last one), later changes move it on. The status the seeker last heard of
 * stays what it was.
 */
export async function scheduleStatusMail(
  db: Queryable,
  change: { orderId: string; from: OrderStatus; now: Date },
): Promise<void> {
  const due = new Date(change.now.getTime() + STATUS_MAIL_GRACE_MS);
  await db.query(
    `INSERT INTO order_status_notices AS n (order_id, mailed_status, due_at) VALUES ($1, $2, $3)
     ON CONFLICT (order_id) DO UPDATE
       SET due_at = GREATEST($3, n.last_mailed_at + make_interval(secs => $4::double precision / 1000))`,
    [change.orderId, change.from, due, STATUS_MAIL_SPACING_MS],
  );
}

/** A due notice with its order's state now, locked until the caller's transaction ends. */
export interface DueStatusNotice {
  order_id: string;
  mailed_status: OrderStatus;
}

/** Up to `limit` due notices, locked; others' locked rows are passed over (another instance has them). */
export async function lockDueStatusNotices(
  tx: Queryable,
  now: Date,
  limit: number,
): Promise<DueStatusNotice[]> {
  const { rows } = await tx.query<DueStatusNotice>(
    `SELECT order_id, mailed_status FROM order_status_notices
      WHERE due_at <= $1 ORDER BY due_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [now, limit],
  );
  return rows;
}

/** The notice is settled: `mailedAt` set when a mail of `status` went. */
export async function settleStatusNotice(
  tx: Queryable,
  settled: { orderId: string; status: OrderStatus; mailedAt: Date | null },
): Promise<void> {
  await tx.query(
    `UPDATE order_status_notices
        SET due_at = NULL, mailed_status = $2, last_mailed_at = COALESCE($3, last_mailed_at)
      WHERE order_id = $1`,
    [settled.orderId, settled.status, settled.mailedAt],
  );
}

/** Nothing more is mailed about the order's status (it was withdrawn, or its posting closed). */
export async function dropStatusNotice(db: Queryable, orderId: string): Promise<void> {
  await db.query('UPDATE order_status_notices SET due_at = NULL WHERE order_id = $1', [orderId]);
}
