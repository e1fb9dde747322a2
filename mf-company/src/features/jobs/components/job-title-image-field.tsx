import { useTranslation } from 'react-i18next';
import { Button, FormError, UPLOAD_RULES, secondaryTextStyle } from '@jobmatch/shared';
import type { CompanyOrganization } from '@jobmatch/shared/contracts';
import { ImageUploadField } from '@jobmatch/shared/upload';
import { createAttachment } from '../../../api/create-attachment';
import { getAttachmentUploadUrl } from '../../../api/get-attachment-upload-url';

/** 1368×540 (the recommended size) at a quarter: the box keeps the image's shape on a phone too. */
const PREVIEW_SIZE = { width: 342, height: 135 };

export interface JobTitleImageFieldProps {
  organization: Pick<CompanyOrganization, 'id' | 'status'>;
  /** The image's URL (`Attachment.url`), or null. */
  url: string | null;
  onChange: (url: string | null) => void;
  error?: string;
}

/**
 * The posting's title image (docs/jobs.md#fields): uploaded on its own, before the posting is
 * saved (a signed URL, the PUT with progress and 中止, then registered as a public `title_image`
 * of the organization), whose URL the posting then carries. Only an approved company uploads.
 */
export function JobTitleImageField({
  organization,
  url,
  onChange,
  error,
}: JobTitleImageFieldProps) {
  const { t } = useTranslation('company');
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space[2] })}>
      <ImageUploadField
        label={t('job_field_title_image_label')}
        rule={UPLOAD_RULES.title_image}
        currentUrl={url}
        previewSize={PREVIEW_SIZE}
        disabled={organization.status !== 'normal'}
        requestTarget={(file) =>
          getAttachmentUploadUrl({ organizationId: organization.id, type: 'title_image', file })
        }
        register={async (objectId) => {
          const attachment = await createAttachment({
            organizationId: organization.id,
            objectId,
            type: 'title_image',
          });
          onChange(attachment.url);
        }}
      />
      <p css={secondaryTextStyle}>{t('job_field_title_image_hint')}</p>
      {url && (
        <div>
          <Button size="S" variant="ghost" onClick={() => onChange(null)}>
            {t('job_title_image_remove')}
          </Button>
        </div>
      )}
      <FormError>{error}</FormError>
    </div>
  );
}
