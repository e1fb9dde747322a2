import type { PipelineStage, StageEvent } from '@jobmatch/shared/contracts';
import { DEFAULT_PIPELINE_STAGES } from '@jobmatch/shared/domain';
import type { Queryable } from '../../db/database';
import { isoTime } from '../../lib/iso-time';
import { newId } from '../../lib/secure-tokens';

// Each company's selection stages and the moves of its applications through them
// (docs/company-desk.md#pipeline). The stages live beside the orders they sort.

/** The company's own stages, in order; empty while it never saved any. */
export async function findStoredStages(
  db: Queryable,
  organizationId: string,
): Promise<PipelineStage[]> {
  const { rows } = await db.query<PipelineStage>(
    'SELECT key, label FROM pipeline_stages WHERE organization_id = $1 ORDER BY position',
    [organizationId],
  );
  return rows;
}

/** The stages the company works with: its own, or the default ones. */
export async function pipelineStagesOf(
  db: Queryable,
  organizationId: string,
): Promise<PipelineStage[]> {
  const stored = await findStoredStages(db, organizationId);
  return stored.length > 0 ? stored : [...DEFAULT_PIPELINE_STAGES];
}

export async function replaceStages(
  db: Queryable,
  organizationId: string,
  stages: readonly PipelineStage[],
) {
  await db.query('DELETE FROM pipeline_stages WHERE organization_id = $1', [organizationId]);
  await db.query(
    `INSERT INTO pipeline_stages (organization_id, key, label, position)
     SELECT $1, s.key, s.label, s.position
       FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS s(key, label, position)`,
    [organizationId, stages.map((s) => s.key), stages.map((s) => s.label)],
  );
}

/** Open 選考中 applications of the company per stored stage key (null: none recorded). */
export async function countProcessingByStage(
  db: Queryable,
  organizationId: string,
): Promise<Array<{ stage_key: string | null; total: number }>> {
  const { rows } = await db.query<{ stage_key: string | null; total: number }>(
    `SELECT stage_key, count(*)::int AS total FROM orders
      WHERE organization_id = $1 AND status = 'PROCESSING' AND removed_at IS NULL
      GROUP BY stage_key`,
    [organizationId],
  );
  return rows;
}

/**
 * Moves the company's open 選考中 applications in stage `fromKey` to `toKey`; with `unplacedToo`
 * also those whose stage is none or not one of `knownKeys` (the board places them in the first
 * stage). Answers what moved, with where each was.
 */
export async function moveProcessingOrders(
  db: Queryable,
  move: {
    organizationId: string;
    fromKey: string;
    unplacedToo: boolean;
    knownKeys: readonly string[];
    toKey: string;
    now: Date;
  },
): Promise<Array<{ id: string; stage_key: string | null }>> {
  const { rows } = await db.query<{ id: string; stage_key: string | null }>(
    `UPDATE orders AS o SET stage_key = $3, stage_entered_at = $4, updated_at = $4
       FROM (SELECT id, stage_key FROM orders
              WHERE organization_id = $1 AND status = 'PROCESSING' AND removed_at IS NULL
                AND (stage_key = $2
                  OR ($5 AND (stage_key IS NULL OR stage_key <> ALL($6::text[]))))
              FOR UPDATE) AS before
      WHERE o.id = before.id
      RETURNING o.id, before.stage_key`,
    [
      move.organizationId,
      move.fromKey,
      move.toKey,
      move.now,
      move.unplacedToo,
      [...move.knownKeys],
    ],
  );
  return rows;
}

/** One move of an order, as the history keeps it. */
export interface NewStageEvent {
  orderId: string;
  organizationId: string;
  fromStatus: string | null;
  toStatus: string;
  fromStage: string | null;
  toStage: string | null;
  actorUserId: string | null;
  now: Date;
}

export async function insertStageEvents(db: Queryable, events: readonly NewStageEvent[]) {
  if (events.length === 0) return;
  await db.query(
    `INSERT INTO order_stage_events
       (id, order_id, organization_id, from_status, to_status, from_stage, to_stage, actor_user_id, created_at)
     SELECT e.id, e.order_id, e.organization_id, e.from_status, e.to_status, e.from_stage,
            e.to_stage, e.actor_user_id, e.created_at
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
                   $7::text[], $8::text[], $9::timestamptz[]) WITH ORDINALITY
         AS e(id, order_id, organization_id, from_status, to_status, from_stage, to_stage,
              actor_user_id, created_at, ordinality)
      ORDER BY e.ordinality`,
    [
      events.map(() => newId()),
      events.map((e) => e.orderId),
      events.map((e) => e.organizationId),
      events.map((e) => e.fromStatus),
      events.map((e) => e.toStatus),
      events.map((e) => e.fromStage),
      events.map((e) => e.toStage),
      events.map((e) => e.actorUserId),
      events.map((e) => e.now),
    ],
  );
}

/** An order's moves, oldest first, with who made each. */
export async function listStageEvents(db: Queryable, orderId: string): Promise<StageEvent[]> {
  const { rows } = await db.query<{
    id: string;
    created_at: Date;
    from_status: string | null;
    to_status: string;
    from_stage: string | null;
    to_stage: string | null;
    actor_user_id: string | null;
    actor_name: string | null;
  }>(
    `SELECT e.id, e.created_at, e.from_status, e.to_status, e.from_stage, e.to_stage,
            e.actor_user_id, u.name AS actor_name
       FROM order_stage_events e LEFT JOIN users u ON u.id = e.actor_user_id
      WHERE e.order_id = $1 ORDER BY e.seq`,
    [orderId],
  );
  return rows.map((row) => ({
    id: row.id,
    at: isoTime(row.created_at),
    fromStatus: row.from_status,
    toStatus: row.to_status,
    fromStage: row.from_stage,
    toStage: row.to_stage,
    actor: row.actor_user_id ? { id: row.actor_user_id, name: row.actor_name ?? '' } : null,
  }));
}
