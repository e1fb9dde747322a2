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

/** The product card in docs/positions.md#posting-cards. Every text comes from the caller (already translated). */
export interface ProductCardProps {
  /** The first card of a page, whose image is above the fold: loaded eagerly, with high priority. */
  firstOnScreen?: boolean;
  title: string;
  /** Where the card leads; without it (a posting no longer viewable) the card is not a link. */
  href?: string;
  /** Title image (recommended 1368x540); a plain brand block stands in when missing. */
  imageUrl?: string | null;
  /** Usually the company name. */
  subtitle?: string;
  /** Usually the company icon, shown before the subtitle. */
  subtitleImageUrl?: string | null;
  summary?: string;
  /** Status chips above the title (newProduct, remoteWork, publication ended …). */
  chips?: readonly ProductCardChip[];
  /** Tags under the summary (category, compensation, location, remote work, skills). */
  tags?: readonly ProductCardTag[];
  /** Extra line at the bottom, e.g. the date of an application. */
  meta?: ReactNode;
  /** Mutes the card (e.g. an application whose posting ended). */
  disabled?: boolean;
  /** Level of the title heading in the page outline. Default 3. */
  headingLevel?: 2 | 3 | 4;
  /** Label of the tag list for screen readers (e.g. t('card_tags')). */
  tagsLabel?: string;
}

const cardStyle = (theme: Theme, disabled: boolean) => css`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
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
 * A posting's title image (1368×540) across its box, the card's and the posting page's alike; the
 * brand gradient stands in while it loads, or where there is none.
 */
export const postingImageStyle = (theme: Theme) => css`
  display: block;
  width: 100%;
  aspect-ratio: 1368 / 540;
  object-fit: cover;
  background: linear-gradient(135deg, ${theme.colors.brand.subtle}, ${theme.colors.brand.border});
`;

const imageStyle = (theme: Theme, disabled: boolean) => css`
  ${postingImageStyle(theme)};
  ${disabled && 'filter: grayscale(1); opacity: 0.7;'}
`;

const bodyStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]} ${theme.space[4]} ${theme.space[4]};
`;

const rowStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]} ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const titleStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.m};
  font-weight: ${theme.typography.fontWeight.bold};
  line-height: ${theme.typography.lineHeight.heading};
  letter-spacing: ${theme.typography.letterSpacing.heading};
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

const subtitleStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  margin: 0;
  font-size: ${theme.typography.fontSize.s};
  color: ${theme.colors.text.secondary};
`;

const iconStyle = (theme: Theme) => css`
  flex: none;
  width: 24px;
  height: 24px;
  border-radius: ${theme.radii.pill};
  object-fit: cover;
  background: ${theme.colors.neutral[100]};
`;

const summaryStyle = (theme: Theme) => css`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  font-size: ${theme.typography.fontSize.s};
  line-height: ${theme.typography.lineHeight.body};
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
`;

const metaStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.xs};
  color: ${theme.colors.text.secondary};
`;

/**
 * A job position as a card: image, chips, title (the link), company, summary and tags. The whole
 * card is clickable through the title link's overlay, so screen readers meet one link named by
 * the title rather than a card-sized link that reads everything.
 */
export function ProductCard({
  title,
  href,
  imageUrl,
  subtitle,
  subtitleImageUrl,
  summary,
  chips = [],
  tags = [],
  meta,
  disabled = false,
  headingLevel = 3,
  tagsLabel,
  firstOnScreen = false,
}: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article css={(theme) => cardStyle(theme, disabled)} data-disabled={disabled || undefined}>
      {imageUrl ? (
        <img
          src={imageUrl}
          alt=""
          // the first card's image is the page's largest paint: fetched at once and first
          loading={firstOnScreen ? 'eager' : 'lazy'}
          fetchPriority={firstOnScreen ? 'high' : undefined}
          css={(theme) => imageStyle(theme, disabled)}
        />
      ) : (
        <div aria-hidden="true" css={(theme) => imageStyle(theme, disabled)} />
      )}
      <div css={bodyStyle}>
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
        <Heading css={titleStyle}>
          {href && !disabled ? (
            <Link to={href} css={linkStyle}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {subtitle && (
          <p css={subtitleStyle}>
            {subtitleImageUrl && <img src={subtitleImageUrl} alt="" css={iconStyle} />}
            <span>{subtitle}</span>
          </p>
        )}
        {summary && <p css={summaryStyle}>{summary}</p>}
        {tags.length > 0 && (
          <ul css={rowStyle} aria-label={tagsLabel}>
            {tags.map((tag) => (
              <li key={tag.key}>
                <Chip size="XS" variant="outline">
                  {tag.label}
                </Chip>
              </li>
            ))}
          </ul>
        )}
        {meta && <p css={metaStyle}>{meta}</p>}
      </div>
    </article>
  );
}
