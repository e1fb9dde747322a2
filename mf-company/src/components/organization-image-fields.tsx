import { useTranslation } from 'react-i18next';
import { css, type Theme } from '@emotion/react';
import { UPLOAD_RULES, secondaryTextStyle } from '@jobmatch/shared';
import type { CompanyOrganization } from '@jobmatch/shared/contracts';
import { ImageUploadField } from '@jobmatch/shared/upload';
import { useCreateAttachment } from '../api/create-attachment';
import {
  getAttachmentUploadUrl,
  type OrganizationImageType,
} from '../api/get-attachment-upload-url';
import { FormSection } from './form-section';

/** Each image: its label, where it shows, and the box it is previewed in (its own shape). */
const IMAGES = [
  {
    type: 'logo',
    labelKey: 'field_logo_label',
    hintKey: 'field_logo_hint',
    altKey: 'profile_logo_alt',
    size: { width: 240, height: 120 },
  },
  {
    type: 'icon',
    labelKey: 'field_icon_label',
    hintKey: 'field_icon_hint',
    altKey: 'profile_icon_alt',
    size: { width: 96, height: 96 },
  },
] as const satisfies readonly {
  type: OrganizationImageType;
  labelKey: string;
  hintKey: string;
  altKey: string;
  size: { width: number; height: number };
}[];

const imageStyle = (theme: Theme, size: { width: number; height: number }) => css`
  display: block;
  width: ${size.width}px;
  height: ${size.height}px;
  max-width: 100%;
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.m};
  object-fit: contain;
`;

export interface OrganizationImageFieldsProps {
  organization: CompanyOrganization;
  userId: string;
  /** Members see the images without the upload. */
  readOnly?: boolean;
  /** A line under the legend (the wizard says the images are optional). */
  note?: string;
}

/**
 * The organization's logo and icon (docs/company.md, attachments). Each upload stands on its own,
 * apart from any form's save: a signed URL from the api, the file PUT to it with progress and
 * 中止, then registered, which replaces the previous image; the organization is read again so
 * the new one shows. Only an approved company gets upload URLs.
 */
export function OrganizationImageFields({
  organization,
  userId,
  readOnly = false,
  note,
}: OrganizationImageFieldsProps) {
  const { t } = useTranslation('company');
  const createAttachment = useCreateAttachment(userId);
  const approved = organization.status === 'normal';

  return (
    <FormSection title={t('section_images')}>
      {note && <p css={secondaryTextStyle}>{note}</p>}
      {!readOnly && !approved && <p css={secondaryTextStyle}>{t('images_pending_note')}</p>}
      {IMAGES.map(({ type, labelKey, hintKey, altKey, size }) => {
        const currentUrl = type === 'logo' ? organization.logoImageUri : organization.iconImageUri;
        if (readOnly) {
          return (
            <div key={type}>
              <p css={secondaryTextStyle}>{t(labelKey)}</p>
              {currentUrl ? (
                <img
                  src={currentUrl}
                  alt={t(altKey, { name: organization.name })}
                  css={(theme) => imageStyle(theme, size)}
                />
              ) : (
                <p>{t('not_registered')}</p>
              )}
            </div>
          );
        }
        return (
          <div key={type}>
            <ImageUploadField
              label={t(labelKey)}
              rule={UPLOAD_RULES[type]}
              currentUrl={currentUrl}
              previewSize={size}
              disabled={!approved}
              requestTarget={(file) =>
                getAttachmentUploadUrl({ organizationId: organization.id, type, file })
              }
              register={async (objectId) => {
                await createAttachment.mutateAsync({
                  organizationId: organization.id,
                  objectId,
                  type,
                });
              }}
            />
            <p css={secondaryTextStyle}>{t(hintKey)}</p>
          </div>
        );
      })}
    </FormSection>
  );
}
