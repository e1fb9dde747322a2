import { MESSAGE_TEMPLATE_PLACEHOLDERS } from '../contracts/message-templates';

// Filling a message template (定型文) for one topic (docs/conversations.md#message-templates).
// Free of React and the DOM: the api fills them for the composer.

export interface TemplateValues {
  applicantName: string;
  postingName: string;
}

const PLACEHOLDER = new RegExp(
  Object.values(MESSAGE_TEMPLATE_PLACEHOLDERS)
    .map((placeholder) => placeholder.replace(/[{}]/g, '\\$&'))
    .join('|'),
  'g',
);

/**
 * `content` with every `{応募者名}` and `{求人名}` replaced in one pass (a name that looks like a
 * placeholder stays as it is); other braces stay as written.
 */
export function fillMessageTemplate(content: string, values: TemplateValues): string {
  return content.replace(PLACEHOLDER, (placeholder) =>
    placeholder === MESSAGE_TEMPLATE_PLACEHOLDERS.applicantName
      ? values.applicantName
      : values.postingName,
  );
}
