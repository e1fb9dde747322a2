import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@jobmatch/shared';
import { MessageTemplateDialog } from './message-template-dialog';

/**
 * The company composer's 定型文 button: opens the topic's templates and inserts the chosen one
 * (docs/conversations.md#message-templates). The templates are read when the dialog opens.
 */
export function MessageTemplatePicker({
  topicId,
  onInsert,
}: {
  topicId: string;
  onInsert: (content: string) => void;
}) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="S" variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('templates_open')}
      </Button>
      {open && (
        <MessageTemplateDialog
          topicId={topicId}
          onClose={() => setOpen(false)}
          onChoose={(content) => {
            setOpen(false);
            onInsert(content);
          }}
        />
      )}
    </>
  );
}
