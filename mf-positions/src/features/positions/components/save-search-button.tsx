import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Button,
  SAVED_SEARCH_NAME_MAX,
  isJobSeekerType,
  useSelectionLabel,
} from '@jobmatch/shared';
import { useSession } from 'shell/session';
import { LoginPromptModal } from '../../../components/login-prompt-modal';

/**
 * The dialog is a form of the shared kit (react-hook-form, the saved-search schema): loaded when
 * it opens, so /positions, a public page, does not load the forms code with its first screen.
 */
const SaveSearchDialog = lazy(async () => ({
  default: (await import('./save-search-dialog')).SaveSearchDialog,
}));

/**
 * The conditions in words, 「」 around the keywords, cut to what a name may hold. The limit counts
 * UTF-16 code units, as the schema does; the cut never splits a surrogate pair.
 */
function summaryName(parts: readonly string[], fallback: string): string {
  const summary = parts.join('・');
  if (!summary) return fallback;
  if (summary.length <= SAVED_SEARCH_NAME_MAX) return summary;
  let cut = '';
  for (const character of summary) {
    if (cut.length + character.length > SAVED_SEARCH_NAME_MAX - 1) break;
    cut += character;
  }
  return `${cut}…`;
}

/**
 * この条件を保存 (docs/positions.md#saving-a-search): a seeker saves the list's keywords and
 * filters; a guest is asked to log in and comes back to the same search; company users and
 * administrators, who get no mail of postings, see nothing.
 */
export function SaveSearchButton({
  search,
  filters,
}: {
  search: string;
  filters: readonly string[];
}) {
  const { t } = useTranslation('positions');
  const { isLoggedIn, user } = useSession();
  const location = useLocation();
  const labelOf = useSelectionLabel();
  const [open, setOpen] = useState(false);
  const seekerId = isLoggedIn && user && isJobSeekerType(user.typeId) ? user.id : null;
  if (isLoggedIn && !seekerId) return null;

  const text = search.trim();
  const defaultName = summaryName(
    [...(text ? [`「${text}」`] : []), ...filters.map((selection) => labelOf(selection))],
    t('save_search_default_name'),
  );
  return (
    <>
      <Button size="S" variant="secondary" onClick={() => setOpen(true)}>
        {t('save_search_open')}
      </Button>
      {seekerId ? (
        open && (
          <Suspense fallback={null}>
            <SaveSearchDialog
              open
              onClose={() => setOpen(false)}
              userId={seekerId}
              search={text}
              filters={filters}
              defaultName={defaultName}
            />
          </Suspense>
        )
      ) : (
        <LoginPromptModal
          open={open}
          onClose={() => setOpen(false)}
          title={t('save_search_guest_title')}
          body={t('save_search_guest_body')}
          intendedUrl={`${location.pathname}${location.search}`}
        />
      )}
    </>
  );
}
