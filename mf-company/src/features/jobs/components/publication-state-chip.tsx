import { useTranslation } from 'react-i18next';
import { Chip, publicationStateOf, type ChipSize } from '@jobmatch/shared';
import type { CompanyProduct } from '@jobmatch/shared/contracts';
import {
  PUBLICATION_STATE_LABEL_KEYS,
  PUBLICATION_STATE_VARIANTS,
} from '../utils/publication-view';

/** A posting's publication state as a chip (docs/jobs.md#publication): its status and window now. */
export function PublicationStateChip({
  publication,
  size = 'XS',
  now,
}: {
  publication: CompanyProduct['publication'];
  size?: ChipSize;
  now?: Date;
}) {
  const { t } = useTranslation('company');
  const state = publicationStateOf(publication, now);
  return (
    <Chip size={size} variant={PUBLICATION_STATE_VARIANTS[state]}>
      {t(PUBLICATION_STATE_LABEL_KEYS[state])}
    </Chip>
  );
}
