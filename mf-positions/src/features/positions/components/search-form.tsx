import { useState, type FormEvent } from 'react';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button, MAX_SEARCH_LENGTH, TextField } from '@jobmatch/shared';

const formStyle = (theme: Theme) => css`
  display: flex;
  /* the counter under the field would otherwise pull the button down */
  align-items: flex-start;
  gap: ${theme.space[2]};

  & > :first-child {
    flex: 1;
    min-width: 0;
  }

  & > button {
    flex: none;
  }
`;

export interface SearchFormProps {
  /** The search in the URL; the field starts from it (the form is re-keyed when the URL changes). */
  initialValue: string;
  onSearch: (text: string) => void;
}

/** The keyword box of positions.list, a `search` landmark, counting against the api's limit. */
export function SearchForm({ initialValue, onSearch }: SearchFormProps) {
  const { t } = useTranslation('positions');
  const [text, setText] = useState(initialValue);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" css={formStyle} onSubmit={handleSubmit}>
      <TextField
        type="search"
        name="search"
        label={t('search_label')}
        labelHidden
        placeholder={t('search_placeholder')}
        value={text}
        // the api's own limit: the counter turns red past it, and the api would refuse the search
        maxLength={MAX_SEARCH_LENGTH}
        enterKeyHint="search"
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit">{t('search_submit')}</Button>
    </form>
  );
}
