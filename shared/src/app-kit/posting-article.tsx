import { useId, type ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSkillIndex } from '../catalog/api/get-skills-attribute';
import { categoryLabel } from '../catalog/catalog-labels';
import type { Product } from '../contracts/catalog';
import { formatDate } from '../i18n/format-date';
import { Chip } from '../ui/chip';
import { postingImageStyle } from '../ui/product-card';
import { textLinkStyle } from '../ui/styles';
import {
  bodyTextStyle,
  chipListStyle,
  pageHeadingStyle,
  secondaryTextStyle,
  sectionHeadingStyle,
} from './text-styles';
import {
  prefectureLabel,
  productChips,
  productCompensation,
  productEmploymentType,
  productRemoteLabel,
  productTags,
} from './posting-view';

const articleStyle = css`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 720px;
  margin: 0 auto;
`;

const contentStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]};
  padding: ${theme.space[4]} ${theme.space[4]} ${theme.space[8]};
`;

const headerStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

const companyLineStyle = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${theme.layout.touchTarget};
  font-size: ${theme.typography.fontSize.s};
`;

const iconStyle = (theme: Theme) => css`
  width: 32px;
  height: 32px;
  border-radius: ${theme.radii.pill};
  object-fit: cover;
  background: ${theme.colors.neutral[100]};
`;

const sectionStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
`;

const detailsStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: 7em minmax(0, 1fr);
  gap: ${theme.space[2]} ${theme.space[3]};
  margin: 0;
  font-size: ${theme.typography.fontSize.s};
  line-height: ${theme.typography.lineHeight.body};

  & > dt {
    font-weight: ${theme.typography.fontWeight.bold};
    color: ${theme.colors.text.secondary};
  }
  & > dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const companyBoxStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  padding: ${theme.space[4]};
  border-radius: ${theme.radii.l};
  background: ${theme.colors.surface.page};
`;

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4';

function TextSection({
  title,
  headingTag: Heading,
  children,
}: {
  title: string;
  headingTag: HeadingTag;
  children: string | null | undefined;
}) {
  const id = useId();
  if (!children?.trim()) return null;
  return (
    <section css={sectionStyle} aria-labelledby={id}>
      <Heading id={id} css={sectionHeadingStyle}>
        {title}
      </Heading>
      <p css={bodyTextStyle}>{children}</p>
    </section>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

export interface PostingArticleProps {
  product: Product;
  /**
   * The company's public page. With it the company name and the company box link there (the
   * public posting); without it they are plain text (a company's own posting, which may be a
   * draft, and whose organization page may not list it).
   */
  organizationHref?: string;
  /** The title's level: 1 where the posting is the page; the sections are one level below. */
  headingLevel?: 1 | 2 | 3;
  /** The moment the 新着 chip is judged at. */
  now?: Date;
  className?: string;
}

/**
 * A job posting as job seekers see it (docs/positions.md#posting-detail): the title image, the
 * chips, the title, the company, the tags, its texts, the details list and the company box. The
 * public page (mf-positions) adds its apply button; the company's preview and detail pages
 * (mf-company) show the same article, so what a company sees is what will be published.
 */
export function PostingArticle({
  product,
  organizationHref,
  headingLevel = 1,
  now,
  className,
}: PostingArticleProps) {
  const { t } = useTranslation('shared');
  const skills = useSkillIndex();
  const titleId = useId();
  const detailsId = useId();
  const companyId = useId();
  const Title = `h${headingLevel}` as HeadingTag;
  const Heading = `h${headingLevel + 1}` as HeadingTag;
  const fields = product.customFields ?? {};
  const chips = productChips(product, now);
  const tags = productTags(product, skills);
  const location = [prefectureLabel(product.addressLine1), product.addressLine2]
    .filter(Boolean)
    .join(' ');
  const publishedOn = product.publication.since ?? product.publication.publishedAt;
  const organizationName = product.organization?.name ?? '';
  const companyLine = (
    <>
      {product.organization?.iconImageUri && (
        <img src={product.organization.iconImageUri} alt="" css={iconStyle} />
      )}
      {organizationName}
    </>
  );

  return (
    <article css={articleStyle} aria-labelledby={titleId} className={className}>
      {product.images?.[0]?.url ? (
        <img src={product.images[0].url} alt="" css={postingImageStyle} />
      ) : (
        <div aria-hidden="true" css={postingImageStyle} />
      )}
      <div css={contentStyle}>
        <header css={headerStyle}>
          {chips.length > 0 && (
            <ul css={chipListStyle}>
              {chips.map((chip) => (
                <li key={chip.key}>
                  <Chip size="S" variant={chip.variant}>
                    {chip.label}
                  </Chip>
                </li>
              ))}
            </ul>
          )}
          <Title id={titleId} css={pageHeadingStyle}>
            {product.name}
          </Title>
          {organizationName &&
            (organizationHref ? (
              <Link to={organizationHref} css={[textLinkStyle, companyLineStyle]}>
                {companyLine}
              </Link>
            ) : (
              <p css={[secondaryTextStyle, companyLineStyle]}>{companyLine}</p>
            ))}
          {product.responsiveness && (
            <p css={secondaryTextStyle}>
              {t('posting_reply_within', { days: product.responsiveness.replyWithinDays })}
            </p>
          )}
          {tags.length > 0 && (
            <ul css={chipListStyle} aria-label={t('posting_tags')}>
              {tags.map((tag) => (
                <li key={tag.key}>
                  <Chip size="XS" variant="outline">
                    {tag.label}
                  </Chip>
                </li>
              ))}
            </ul>
          )}
        </header>

        <TextSection title={t('posting_description')} headingTag={Heading}>
          {product.description}
        </TextSection>
        <TextSection title={t('posting_requirements')} headingTag={Heading}>
          {fields.position_requirements}
        </TextSection>
        <TextSection title={t('posting_work_compensation')} headingTag={Heading}>
          {fields.work_compensation}
        </TextSection>

        <section css={sectionStyle} aria-labelledby={detailsId}>
          <Heading id={detailsId} css={sectionHeadingStyle}>
            {t('posting_details')}
          </Heading>
          <dl css={detailsStyle}>
            <Detail term={t('posting_category')}>
              {product.category && categoryLabel(product.category)}
            </Detail>
            <Detail term={t('posting_employment_type')}>{productEmploymentType(product)}</Detail>
            <Detail term={t('posting_compensation')}>{productCompensation(product)}</Detail>
            <Detail term={t('posting_location')}>{location || null}</Detail>
            <Detail term={t('posting_work_style')}>{productRemoteLabel(product)}</Detail>
            <Detail term={t('posting_location_notes')}>{fields.location_notes}</Detail>
            <Detail term={t('posting_work_hours')}>
              {fields.work_start_time && fields.work_end_time
                ? t('posting_work_hours_value', {
                    start: fields.work_start_time,
                    end: fields.work_end_time,
                  })
                : null}
            </Detail>
            <Detail term={t('posting_contract_months')}>
              {fields.contract_months
                ? t('posting_contract_months_value', { months: fields.contract_months })
                : null}
            </Detail>
            <Detail term={t('posting_published')}>
              {publishedOn ? formatDate(publishedOn) : null}
            </Detail>
          </dl>
        </section>

        {organizationName && (
          <section css={companyBoxStyle} aria-labelledby={companyId}>
            <Heading id={companyId} css={sectionHeadingStyle}>
              {t('posting_company_heading')}
            </Heading>
            <p css={[bodyTextStyle, { fontWeight: 700 }]}>{organizationName}</p>
            {typeof product.organizationProductCount === 'number' && (
              <p css={secondaryTextStyle}>
                {t('posting_company_positions_count', {
                  count: product.organizationProductCount,
                })}
              </p>
            )}
            {organizationHref && (
              <Link to={organizationHref} css={textLinkStyle}>
                {t('posting_company_link', { name: organizationName })}
              </Link>
            )}
          </section>
        )}
      </div>
    </article>
  );
}
