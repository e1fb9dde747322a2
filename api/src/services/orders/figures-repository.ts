import type { Queryable } from '../../db/database';

// The order side of the company desk's figures (docs/company-desk.md#figures).

/** 未対応 applicants and open orders whose reply-by passed without a reply, in the lists. */
export async function countDeskBacklog(
  db: Queryable,
  organizationId: string,
  now: Date,
): Promise<{ newApplicants: number; overdueReplies: number }> {
  const { rows } = await db.query<{ new_applicants: number; overdue_replies: number }>(
    `SELECT count(*) FILTER (WHERE status = 'PENDING')::int AS new_applicants,
            count(*) FILTER (WHERE first_reply_at IS NULL AND reply_by < $2)::int AS overdue_replies
       FROM orders
      WHERE organization_id = $1 AND removed_at IS NULL AND status IN ('PENDING', 'PROCESSING')`,
    [organizationId, now],
  );
  return {
    newApplicants: rows[0]?.new_applicants ?? 0,
    overdueReplies: rows[0]?.overdue_replies ?? 0,
  };
}

export interface FunnelCounts {
  applications: number;
  processing: number;
  accepted: number;
}

/**
 * Per posting, the applications made since `since` and how far they got: 選考中 once they were
 * ever PROCESSING (an event says so; a decided one that is ACCEPTED passed it too), 内定 when
 * ACCEPTED. Casual interview requests are no applications and are left out.
 */
export async function countFunnel(
  db: Queryable,
  organizationId: string,
  productIds: readonly string[],
  since: Date,
): Promise<Map<string, FunnelCounts>> {
  if (productIds.length === 0) return new Map();
  const { rows } = await db.query<{ product_id: string } & FunnelCounts>(
    `SELECT o.product_id, count(*)::int AS applications,
            count(*) FILTER (WHERE o.status IN ('PROCESSING', 'ACCEPTED') OR EXISTS (
              SELECT 1 FROM order_stage_events e
               WHERE e.order_id = o.id AND e.to_status = 'PROCESSING'))::int AS processing,
            count(*) FILTER (WHERE o.status = 'ACCEPTED')::int AS accepted
       FROM orders o
      WHERE o.organization_id = $1 AND o.product_id = ANY($2::text[]) AND o.created_at >= $3
        AND o.kind = 'application'
      GROUP BY o.product_id`,
    [organizationId, [...productIds], since],
  );
  return new Map(
    rows.map((row) => [
      row.product_id,
      { applications: row.applications, processing: row.processing, accepted: row.accepted },
    ]),
  );
}
