import {
  isEmploymentType,
  isJobChangeTiming,
  isProfileLinkKind,
  isWorkStyle,
} from '@jobmatch/shared';
import { YEAR_MONTH_PATTERN, isHttpsUrl } from '@jobmatch/shared/schemas';
import type {
  CareerEntry,
  CompanyOrder,
  JobChangeTiming,
  ProfileLink,
  WorkStyle,
} from '@jobmatch/shared/contracts';

/**
 * What the applicant shared, as the company reads it: `customFields.demand_user_info`, the copy of
 * their user record taken when they applied (docs/company.md#applications). The copy is the
 * record's JSON, so every field is read defensively; the order's `customer` (the same moment's
 * contact details) fills what the copy lacks.
 */
export interface ApplicantSnapshot {
  name: string;
  nameKana: string | null;
  email: string;
  phone: string | null;
  postalCode: string | null;
  /** Prefecture, city, street and building, in that order, the empty ones left out. */
  address: string[];
  /** Category ids of the job types they want. */
  jobTypes: string[];
  /** Category id → experience range key, for the job types above and any other the copy names. */
  experience: Array<{ categoryId: string; range: string }>;
  /** Keys of the `skills` attribute. */
  skills: string[];
  compensationType: string | null;
  /** A band key of the compensation type (`400000-600000`). */
  compensationAmount: string | null;
  /** Career entries as the applicant ordered them; unreadable ones are left out. */
  career: CareerEntry[];
  selfPr: string | null;
  /** https links only: a copy is never trusted to hold a safe URL. */
  links: ProfileLink[];
  jobChangeTiming: JobChangeTiming | null;
  /** Yen. */
  desiredAnnualSalary: number | null;
  desiredWorkStyle: WorkStyle | null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(text).filter((item): item is string => item !== null) : [];

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const yearMonth = (value: unknown): string | null =>
  typeof value === 'string' && YEAR_MONTH_PATTERN.test(value) ? value : null;

function careerOf(value: unknown): CareerEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): CareerEntry[] => {
    const entry = record(item);
    const company = text(entry.company);
    const startedOn = yearMonth(entry.startedOn);
    if (!company || !startedOn || !isEmploymentType(entry.employmentType)) return [];
    return [
      {
        company,
        title: text(entry.title) ?? '',
        employmentType: entry.employmentType,
        startedOn,
        endedOn: yearMonth(entry.endedOn),
        description: text(entry.description) ?? '',
      },
    ];
  });
}

function linksOf(value: unknown): ProfileLink[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): ProfileLink[] => {
    const link = record(item);
    const url = text(link.url);
    return url && isHttpsUrl(url) && isProfileLinkKind(link.kind) ? [{ kind: link.kind, url }] : [];
  });
}

export function applicantSnapshotOf(order: CompanyOrder): ApplicantSnapshot {
  const info = record(order.customFields?.demand_user_info);
  const custom = record(info.customFields);
  const { customer } = order;
  const jobTypes = texts(custom.profession_category_names);
  const years = record(custom.years_experience);
  const experienced = [...jobTypes, ...Object.keys(years).filter((id) => !jobTypes.includes(id))];
  return {
    name: text(info.name) ?? customer.name,
    nameKana: text(custom.katakana_name) ?? text(customer.nameKana),
    email: text(info.email) ?? customer.email,
    phone: text(info.phoneNumber) ?? text(customer.phone),
    postalCode: text(info.postalCode),
    address: [
      text(info.addressLine1) ?? text(customer.addressLine1),
      text(info.addressLine2) ?? text(customer.addressLine2),
      text(info.addressLine3) ?? text(customer.addressLine3),
    ].filter((part): part is string => part !== null),
    jobTypes,
    experience: experienced.flatMap((categoryId) => {
      const range = text(years[categoryId]);
      return range ? [{ categoryId, range }] : [];
    }),
    skills: texts(custom.skills),
    compensationType: text(custom.compensation_type),
    compensationAmount: text(custom.compensation_amount),
    career: careerOf(custom.career),
    selfPr: text(custom.self_pr),
    links: linksOf(custom.links),
    jobChangeTiming: isJobChangeTiming(custom.job_change_timing) ? custom.job_change_timing : null,
    desiredAnnualSalary:
      typeof custom.desired_annual_salary === 'number' &&
      Number.isInteger(custom.desired_annual_salary) &&
      custom.desired_annual_salary > 0
        ? custom.desired_annual_salary
        : null,
    desiredWorkStyle: isWorkStyle(custom.desired_work_style) ? custom.desired_work_style : null,
  };
}
