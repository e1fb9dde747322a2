import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { odataString, type CompanyOrderStatus } from '@jobmatch/shared';
import type { CompanyOrder, Paginated } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';
import { companyQueryKeys } from './company-query-keys';

/** docs/jobs.md#api: the organization's applications, 20 a page (the spec's page size). */
export const APPLICANTS_PAGE_SIZE = 20;

/** How many of a posting's newest applications its page shows. */
export const NEWEST_APPLICANTS_COUNT = 5;

/** 返信状況: the reply-by deadline passed, is still ahead, or the company replied. */
export const REPLY_STATES = ['overdue', 'waiting', 'replied'] as const;
export type ReplyState = (typeof REPLY_STATES)[number];

/**
 * Which applications a list shows (docs/company-desk.md#finding): one status or all, one posting
 * or all, and optionally a name or kana, a stage, a reply state, oldest first.
 */
export interface ApplicantsFilter {
  status: CompanyOrderStatus | null;
  productId: string | null;
  search?: string;
  stage?: string | null;
  reply?: ReplyState | null;
  oldestFirst?: boolean;
}

/** Kana as the applicants' フリガナ are kept (katakana), whichever way the company typed them. */
const katakanaOf = (text: string) =>
  text.replace(/[\u3041-\u3096]/g, (kana) => String.fromCharCode(kana.charCodeAt(0) + 0x60));

const OPEN = "(status eq 'PENDING' or status eq 'PROCESSING')";

function replyTerm(reply: ReplyState, now: Date): string {
  const at = now.toISOString();
  if (reply === 'replied') return 'firstReplyAt ne null';
  return `${OPEN} and firstReplyAt eq null and replyBy ${reply === 'overdue' ? 'lt' : 'ge'} ${at}`;
}

/** `status eq 'PROCESSING' and lineItems.productId eq 'p-1' and …`, or nothing for everything. */
export function applicantsFilterOf(
  { status, productId, search, stage, reply }: ApplicantsFilter,
  now = new Date(),
): string | undefined {
  // the api compares names without their spaces (山田太郎 finds 山田 太郎)
  const words = search?.replace(/[\s\u3000]+/g, '');
  const terms = [
    status && `status eq ${odataString(status)}`,
    productId && `lineItems.productId eq ${odataString(productId)}`,
    stage && `customFields.stage eq ${odataString(stage)}`,
    reply && replyTerm(reply, now),
    words &&
      `(contains(customer.name,${odataString(words)}) or contains(customer.nameKana,${odataString(katakanaOf(words))}))`,
  ].filter(Boolean);
  return terms.length > 0 ? terms.join(' and ') : undefined;
}

/**
 * `GET /api/order/orgs/{orgId}/orders`: the applications still in the organization's lists,
 * newest first, token-paged (`top` a page, 20 unless given).
 */
export function getApplicants(
  organizationId: string,
  query: ApplicantsFilter & { nextToken?: string | null; top?: number },
  signal?: AbortSignal,
): Promise<Paginated<CompanyOrder>> {
  return session.api.request<Paginated<CompanyOrder>>(
    'order',
    `/orgs/${encodeURIComponent(organizationId)}/orders`,
    {
      signal,
      query: {
        $filter: applicantsFilterOf(query),
        $orderBy: query.oldestFirst ? 'createdAt asc' : undefined,
        $top: query.top ?? APPLICANTS_PAGE_SIZE,
        $nextToken: query.nextToken ?? undefined,
      },
    },
  );
}

export const applicantsInfiniteQueryOptions = (organizationId: string, filter: ApplicantsFilter) =>
  infiniteQueryOptions({
    queryKey: companyQueryKeys.orderList(organizationId, filter),
    queryFn: ({ pageParam, signal }) =>
      getApplicants(organizationId, { ...filter, nextToken: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextToken ?? undefined,
  });

/** A list of applications, 20 at a time (the applicants pages). */
export function useApplicants(organizationId: string, filter: ApplicantsFilter) {
  return useInfiniteQuery(applicantsInfiniteQueryOptions(organizationId, filter));
}

export const newestApplicantsQueryOptions = (organizationId: string, productId: string) =>
  queryOptions({
    queryKey: companyQueryKeys.newestOrders(organizationId, productId, NEWEST_APPLICANTS_COUNT),
    queryFn: ({ signal }) =>
      getApplicants(
        organizationId,
        { status: null, productId, top: NEWEST_APPLICANTS_COUNT },
        signal,
      ),
    select: (page) => page.value,
  });

/** A posting's newest applications, whatever their status (the posting's page). */
export function useNewestApplicants(organizationId: string, productId: string) {
  return useQuery(newestApplicantsQueryOptions(organizationId, productId));
}
