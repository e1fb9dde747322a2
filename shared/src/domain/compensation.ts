import type { CompensationType } from '../contracts';

/** Compensation types in the order the wizard and job forms offer them (docs/wizard.md#compensation). */
export const COMPENSATION_TYPES = [
  'month',
  'day',
  'hour',
] as const satisfies readonly CompensationType[];

/** The amount bands of each compensation type (docs/wizard.md#compensation), in yen, lowest first. */
export const COMPENSATION_BANDS = {
  month: [
    'lt200000',
    '200000-400000',
    '400000-600000',
    '600000-800000',
    '800000-1000000',
    'gt1000000',
  ],
  day: ['lt10000', '10000-20000', '20000-30000', '30000-40000', '40000-50000', 'gt50000'],
  hour: ['lt2000', '2000-3000', '3000-4000', '4000-5000', '5000-6000', 'gt6000'],
} as const satisfies Record<CompensationType, readonly string[]>;

export type CompensationBand = (typeof COMPENSATION_BANDS)[CompensationType][number];

/** A band as numbers: `lt200000` → `{ max: 200000 }`, `200000-400000` → `{ min, max }`, `gt1000000` → `{ min }`. */
export interface CompensationRange {
  min?: number;
  max?: number;
}

export function isCompensationType(value: unknown): value is CompensationType {
  return typeof value === 'string' && (COMPENSATION_TYPES as readonly string[]).includes(value);
}

/** Whether `band` is one of the bands of `type` (docs/wizard.md#compensation). */
export function isCompensationBandOf(
  type: CompensationType,
  band: unknown,
): band is CompensationBand {
  return typeof band === 'string' && (COMPENSATION_BANDS[type] as readonly string[]).includes(band);
}

/** Parses a band key; null for anything that is not `lt<n>`, `gt<n>` or `<n>-<n>`. */
export function parseCompensationBand(band: string): CompensationRange | null {
  const below = /^lt(\d+)$/.exec(band);
  if (below) return { max: Number(below[1]) };
  const above = /^gt(\d+)$/.exec(band);
  if (above) return { min: Number(above[1]) };
  const between = /^(\d+)-(\d+)$/.exec(band);
  if (between) return { min: Number(between[1]), max: Number(between[2]) };
  return null;
}
