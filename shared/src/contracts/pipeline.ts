// The company desk's hiring pipeline, internal notes and figures on the wire
// (docs/company-desk.md). None of it ever reaches a job seeker's answer.

export const PIPELINE_LIMITS = {
  /** Stages between 未対応 and the decision. */
  maxStages: 10,
  labelMaxLength: 20,
  keyMaxLength: 40,
  noteMaxLength: 2000,
  /** The figures' funnel looks back this many days. */
  funnelDays: 30,
  /** 「まもなく終了」: postings whose window ends within this many days. */
  endingWithinDays: 7,
} as const;

/** One selection stage (選考ステップ); every stage is the spec's PROCESSING (選考中). */
export interface PipelineStage {
  key: string;
  label: string;
}

/** `GET /api/organization/organizations/{orgId}/pipeline`. */
export interface Pipeline {
  stages: Array<
    PipelineStage & { /** Open applications in the stage now. */ applicantCount: number }
  >;
  /** Whether the company saved its own stages (false: the default ones). */
  customized: boolean;
}

/** A column of the board: 未対応, a stage, 内定, 見送り. */
export type BoardColumnKey = 'PENDING' | 'ACCEPTED' | 'CLOSED' | `stage:${string}`;

/** One move of an application: status and stage before and after (an event per move). */
export interface StageEvent {
  id: string;
  at: string;
  fromStatus: string | null;
  toStatus: string;
  /** The stage's label at the time (kept when the stage is renamed or removed later). */
  fromStage: string | null;
  toStage: string | null;
  actor: { id: string; name: string } | null;
}

/** An internal note on an applicant: members of the company only. */
export interface ApplicantNote {
  id: string;
  body: string;
  createdAt: string;
  author: { id: string; name: string };
}

/** One member's 1–5 evaluation of an applicant. */
export interface ApplicantEvaluation {
  userId: string;
  name: string;
  score: number;
  updatedAt: string;
}

/** `GET /api/order/orgs/{orgId}/orders/{orderId}/notes`. */
export interface ApplicantNotes {
  value: ApplicantNote[];
  evaluations: ApplicantEvaluation[];
  /** The caller's own score, if they gave one. */
  myScore: number | null;
  /** The members' mean, one decimal; null without any. */
  averageScore: number | null;
}

/** One posting's funnel over the last `PIPELINE_LIMITS.funnelDays` days. */
export interface PostingFunnel {
  productId: string;
  productName: string;
  status: string;
  views: number;
  applications: number;
  /** Of those applications, how many reached 選考中. */
  processing: number;
  accepted: number;
}

/** `GET /api/order/orgs/{orgId}/figures`: what `/company/mypage` opens on. */
export interface CompanyFigures {
  /** 未対応: applications nobody moved yet. */
  newApplicants: number;
  /** Open orders whose reply-by passed without a reply. */
  overdueReplies: number;
  /** Messages of job seekers the company has not read. */
  unreadMessages: number;
  endingSoon: Array<{ productId: string; productName: string; until: string }>;
  funnel: PostingFunnel[];
  since: string;
}
