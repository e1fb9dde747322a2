// Matching, part 2 through the api (docs/matching.md): a seeker's profile for the match score,
// their recommendations, a company's posting and the dev job trigger.
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Account } from './api';
import { apiLogin, type CompanyAccount } from './company';

/** A Go backend profile: what the match score reads (docs/matching.md#match-score). */
export async function giveGoProfile(request: APIRequestContext, account: Account): Promise<void> {
  const headers = await apiLogin(request, account);
  const patch = await request.patch(`/api/demand-user/users/${account.userId}`, {
    headers,
    data: {
      customFields: {
        profession_category_names: ['backend_engineer'],
        years_experience: { backend_engineer: '3-5' },
        skills: ['go', 'kubernetes', 'aws'],
        desired_annual_salary: 6_000_000,
        desired_work_style: 'full_remote',
      },
    },
  });
  expect(patch.status(), `PATCH profile: ${await patch.text()}`).toBe(200);
}

export interface Recommendation {
  id: string;
  name: string;
  matchScore: number;
  matchReasons: string[];
}

/** The seeker's first recommendations, as the api ranks them. */
export async function recommendationsOf(
  request: APIRequestContext,
  account: Account,
  top = 5,
): Promise<Recommendation[]> {
  const headers = await apiLogin(request, account);
  const response = await request.get(`/api/catalog/users/${account.userId}/recommendations`, {
    headers,
    params: { $top: String(top) },
  });
  expect(response.status(), `recommendations: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { value: Recommendation[] }).value;
}

/** Publishes a posting as the company's owner, through the api; answers its id. */
export async function publishPosting(
  request: APIRequestContext,
  company: CompanyAccount,
  name: string,
): Promise<string> {
  const headers = await apiLogin(request, company);
  const response = await request.post(`/api/catalog/orgs/${company.organizationId}/products`, {
    headers,
    data: {
      name,
      categoryId: 'backend_engineer',
      description: `${name}の設計と開発をお任せします。`,
      positionRequirements: 'Go による Web API 開発の経験',
      workCompensation: '',
      compensationType: 'month',
      compensationAmount: 500_000,
      employmentType: 'full_time',
      annualSalaryMin: 6_000_000,
      annualSalaryMax: 8_000_000,
      workStyle: 'full_remote',
      contractMonths: null,
      workStartTime: '09:00',
      workEndTime: '18:00',
      addressLine1: '東京都',
      addressLine2: '千代田区',
      locationNotes: '',
      supportsRemoteWork: true,
      skills: ['go'],
      images: [],
      publication: { since: null, until: null },
      status: 'ACTIVE',
    },
  });
  expect(response.status(), `publish: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** `POST /api/dev/jobs/{name}:run`: runs a periodic job now (development and test only). */
export async function runJob(
  request: APIRequestContext,
  name: string,
  /** Run it as of this time (a status mail's grace period passed). */
  at?: Date,
): Promise<Record<string, unknown>> {
  const response = await request.post(`/api/dev/jobs/${name}:run`, {
    data: at ? { at: at.toISOString() } : {},
  });
  expect(response.status(), `run ${name}: ${await response.text()}`).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}
