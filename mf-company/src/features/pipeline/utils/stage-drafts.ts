import * as v from 'valibot';
import type { Pipeline, PipelineStage } from '@jobmatch/shared/contracts';
import { pipelineInputSchema, stageLabelSchema } from '@jobmatch/shared/schemas';

// The settings form's working copy of the stages: edited in place, checked with the api's own
// schema, and compared with the saved pipeline to know which removed stages hold applicants.

export type StageDraft = PipelineStage;

/** A key for a stage added here: stable while its label changes, unique enough within a company. */
export const newStageKey = () =>
  `s${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export const moveStage = (stages: StageDraft[], index: number, by: -1 | 1): StageDraft[] => {
  const target = index + by;
  if (target < 0 || target >= stages.length) return stages;
  const next = [...stages];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
};

/** The first problem of the list, as the schema words it; null when it may be saved. */
export function stagesProblem(stages: StageDraft[]): string | null {
  const result = v.safeParse(pipelineInputSchema, { stages });
  return result.success ? null : (result.issues[0]?.message ?? null);
}

/** The problem of each label on its own (empty, too long), by index. */
export function labelProblems(stages: StageDraft[]): Array<string | undefined> {
  return stages.map((stage) => {
    const result = v.safeParse(stageLabelSchema, stage.label);
    return result.success ? undefined : result.issues[0]?.message;
  });
}

/** Saved stages that the draft leaves out while they still hold applicants. */
export function strandedStages(saved: Pipeline, drafts: StageDraft[]) {
  const kept = new Set(drafts.map((stage) => stage.key));
  return saved.stages.filter((stage) => !kept.has(stage.key) && stage.applicantCount > 0);
}
