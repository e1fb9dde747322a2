import type { CompanyOrder } from '@jobmatch/shared/contracts';

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
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(text).filter((item): item is string => item !== null) : [];

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

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
  };
}
