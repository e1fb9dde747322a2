import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { css, type Theme } from '@emotion/react';
import { Chip, type ChipVariant } from './chip';

export interface ProductCardChip {
  key: string;
  label: string;
  variant?: ChipVariant;
}

export interface ProductCardTag {
  key: string;
  label: string;
}

/** What a fact's icon shows: the pay, the employment type, the place, the remote work. */
export type ProductCardFactIcon = 'pay' | 'employment' | 'location' | 'remote';

/** One of the posting's terms on its card (pay range, employment type, prefecture, remote work). */
export interface ProductCardFact {
  key: string;
  label: string;
  icon?: ProductCardFactIcon;
}

/** The product card in docs/positions.md#posting-cards. Every text comes from the caller (already translated). */
export interface ProductCardProps {
  title: string;
  /** Where the card leads; without it (a posting no longer viewable) the card is not a link. */
  href?: string;
  /** Usually the company name. */
  subtitle?: string;
  /** Usually the company icon, shown before the subtitle. */
  subtitleImageUrl?: string | null;
  /** When the posting was published: `label` as shown (「3日前」), `dateTime` its ISO time. */
  posted?: { label: string; dateTime: string };
  /** Status chips beside the date (newProduct, publication ended, an application's status …). */
  chips?: readonly ProductCardChip[];
  /** The posting's terms: pay, employment type, location, remote work. */
  facts?: readonly ProductCardFact[];
  /** Label of the fact list for screen readers (e.g. t('card_facts')). */
  factsLabel?: string;
  /** Short tags under the facts (the posting's skills); one line, the ones that do not fit wrap out of sight. */
  tags?: readonly ProductCardTag[];
  /** Label of the tag list for screen readers (e.g. t('card_tags')). */
  tagsLabel?: string;
  /** Extra line at the bottom, e.g. the date of an application. */
  meta?: ReactNode;
  /** Mutes the card (e.g. an application whose posting ended). */
  disabled?: boolean;
  /**
   * Controls under the meta line (an application's 取り下げる). Like `action` they sit above the
   * title link's overlay and never follow the link, also on a muted card.
   */
  footer?: ReactNode;
  /** Level of the title heading in the page outline. Default 3. */
  headingLevel?: 2 | 3 | 4;
  /**
   * A control in the title's top-right corner (the 気になる toggle). It sits above the title
   * link's overlay, so it is its own tab stop and tap target and never follows the link.
   */
  action?: ReactNode;
  /**
   * The match score for the signed-in seeker (docs/matching.md#match-score): `label` as shown
   * (「マッチ度 86%」) and, on recommendations, the reasons behind it.
   */
  match?: { label: string; reasons?: readonly string[] };
}

const cardStyle = (theme: Theme, disabled: boolean) => css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.l};
  background: ${disabled ? theme.colors.surface.sunken : theme.colors.surface.raised};
  color: ${disabled ? theme.colors.text.secondary : theme.colors.text.primary};
  transition: box-shadow ${theme.motion.fast} ${theme.motion.easing};

  &:has(a:hover) {
    box-shadow: ${theme.shadows.m};
  }

  &:has(a:focus-visible) {
    outline: 3px solid ${theme.colors.border.focus};
    outline-offset: 2px;
  }
`;

/**
 * A posting's title image (1368×540) across its box, on the posting's page; the brand gradient
 * stands in while it loads, or where there is none. Cards show no image (docs/positions.md#posting-cards).
 */
export const postingImageStyle = (theme: Theme) => css`
  display: block;
  width: 100%;
  aspect-ratio: 1368 / 540;
  object-fit: cover;
  background: linear-gradient(135deg, ${theme.colors.brand.subtle}, ${theme.colors.brand.border});
`;

const titleRowStyle = (theme: Theme) => css`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[2]};
`;

/** Above the link overlay; the negative margins keep a touch-sized control from heightening the card. */
const actionStyle = (theme: Theme) => css`
  position: relative;
  z-index: 1;
  flex: none;
  margin: calc(-1 * ${theme.space[2]}) calc(-1 * ${theme.space[2]}) calc(-1 * ${theme.space[2]}) 0;
`;

const footerStyle = (theme: Theme) => css`
  position: relative;
  z-index: 1;
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[2]};
`;

const titleStyle = (theme: Theme) => css`
  display: -webkit-box;
  flex: 1;
  min-width: 0;
  margin: 0;
  overflow: hidden;
  font-size: ${theme.typography.fontSize.m};
  font-weight: ${theme.typography.fontWeight.bold};
  line-height: ${theme.typography.lineHeight.heading};
  letter-spacing: ${theme.typography.letterSpacing.heading};
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;

/** The title link covers the whole card (one tab stop, the heading as its name). */
const linkStyle = (theme: Theme) => css`
  color: inherit;
  text-decoration: none;
  outline: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${theme.radii.l};
  }
`;

const headerRowStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: 22px;
  font-size: ${theme.typography.fontSize.xs};
  color: ${theme.colors.text.secondary};
`;

const subtitleStyle = (theme: Theme) => css`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${theme.space[2]};
  min-width: 0;
  margin: 0;
  font-size: ${theme.typography.fontSize.s};

  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const iconStyle = (theme: Theme) => css`
  flex: none;
  width: 20px;
  height: 20px;
  border-radius: ${theme.radii.pill};
  object-fit: cover;
  background: ${theme.colors.neutral[100]};
`;

const statusStyle = (theme: Theme) => css`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${theme.space[2]};
  margin-left: auto;
`;

const rowStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]} ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const factsStyle = (theme: Theme) => css`
  ${rowStyle(theme)};
  gap: ${theme.space[1]} ${theme.space[3]};
  font-size: ${theme.typography.fontSize.s};
  line-height: ${theme.typography.lineHeight.heading};

  & > li {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]};
  }

  & > li[data-fact='pay'] {
    font-weight: ${theme.typography.fontWeight.bold};
  }

  & svg {
    flex: none;
    color: ${theme.colors.text.secondary};
  }
`;

/** One line of chips: those that wrap are cut off, so every card keeps its height. */
const tagsStyle = (theme: Theme) => css`
  ${rowStyle(theme)};
  max-height: 22px;
  overflow: hidden;
`;

const metaStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.xs};
  color: ${theme.colors.text.secondary};
`;

const matchStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.space[1]} ${theme.space[2]};
  margin: 0;
  font-size: ${theme.typography.fontSize.xs};
  color: ${theme.colors.text.secondary};

  & > strong {
    padding: 0 ${theme.space[2]};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.success.subtle};
    color: ${theme.colors.success.text};
    font-weight: ${theme.typography.fontWeight.bold};
  }
`;

const FACT_ICON_PATHS: Record<ProductCardFactIcon, string> = {
  // a banknote
  pay: 'M3 7h18v10H3zM12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
  // a briefcase
  employment: 'M4 8h16v11H4zM9 8V5h6v3',
  // a map pin
  location: 'M12 21s-6-5.7-6-11a6 6 0 0 1 12 0c0 5.3-6 11-6 11zM12 8a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  // a house
  remote: 'M4 11l8-6 8 6v9H4zM10 20v-5h4v5',
};

function FactIcon({ icon }: { icon: ProductCardFactIcon }) {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={FACT_ICON_PATHS[icon]} />
    </svg>
  );
}

/**
 * A job position as a compact card, so a phone shows three at a glance: the title (the link),
 * the company with the publication date and status chips, the terms (pay, employment, place) and
 * one line of skills. No image: the posting's page has it. The whole card is clickable through
 * the title link's overlay, so screen readers meet one link named by the title rather than a
 * card-sized link that reads everything.
 */
export function ProductCard({
  title,
  href,
  subtitle,
  subtitleImageUrl,
  posted,
  chips = [],
  facts = [],
  factsLabel,
  tags = [],
  tagsLabel,
  meta,
  disabled = false,
  headingLevel = 3,
  action,
  match,
  footer,
}: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  const hasHeaderRow = Boolean(subtitle) || Boolean(posted) || chips.length > 0;
  const heading = (
    <Heading css={titleStyle}>
      {href && !disabled ? (
        <Link to={href} css={linkStyle}>
          {title}
        </Link>
      ) : (
        title
      )}
    </Heading>
  );
  return (
    <article css={(theme) => cardStyle(theme, disabled)} data-disabled={disabled || undefined}>
      {action ? (
        <div css={titleRowStyle}>
          {heading}
          <div css={actionStyle}>{action}</div>
        </div>
      ) : (
        heading
      )}
      {hasHeaderRow && (
        <div css={headerRowStyle}>
          {subtitle && (
            <p css={subtitleStyle}>
              {subtitleImageUrl && (
                // lazy: React then hints no preload for it, and the page's first paint waits on no icon
                <img
                  src={subtitleImageUrl}
                  alt=""
                  width={20}
                  height={20}
                  loading="lazy"
                  decoding="async"
                  css={iconStyle}
                />
              )}
              <span>{subtitle}</span>
            </p>
          )}
          {(chips.length > 0 || posted) && (
            <div css={statusStyle}>
              {chips.length > 0 && (
                <ul css={rowStyle}>
                  {chips.map((chip) => (
                    <li key={chip.key}>
                      <Chip size="XS" variant={chip.variant ?? 'primary'}>
                        {chip.label}
                      </Chip>
                    </li>
                  ))}
                </ul>
              )}
              {posted && <time dateTime={posted.dateTime}>{posted.label}</time>}
            </div>
          )}
        </div>
      )}
      {facts.length > 0 && (
        <ul css={factsStyle} aria-label={factsLabel}>
          {facts.map((fact) => (
            <li key={fact.key} data-fact={fact.icon}>
              {fact.icon && <FactIcon icon={fact.icon} />}
              {fact.label}
            </li>
          ))}
        </ul>
      )}
      {tags.length > 0 && (
        <ul css={tagsStyle} aria-label={tagsLabel}>
          {tags.map((tag) => (
            <li key={tag.key}>
              <Chip size="XS" variant="outline">
                {tag.label}
              </Chip>
            </li>
          ))}
        </ul>
      )}
      {match && (
        <p css={matchStyle} data-match>
          <strong>{match.label}</strong>
          {match.reasons && match.reasons.length > 0 && <span>{match.reasons.join(' / ')}</span>}
        </p>
      )}
      {meta && <p css={metaStyle}>{meta}</p>}
      {footer && <div css={footerStyle}>{footer}</div>}
    </article>
  );
}
