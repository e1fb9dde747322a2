import { useId, useState, type ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';

const headingStyle = css`
  margin: 0;
  font-size: inherit;
`;

const buttonStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  width: 100%;
  min-height: ${theme.layout.touchTarget};
  padding: ${theme.space[3]} 0;
  border: 0;
  background: transparent;
  color: ${theme.colors.text.primary};
  font: inherit;
  font-size: ${theme.typography.fontSize.m};
  font-weight: ${theme.typography.fontWeight.bold};
  line-height: ${theme.typography.lineHeight.heading};
  text-align: left;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${theme.colors.border.focus};
    outline-offset: 2px;
  }

  & > svg {
    flex: none;
    transition: transform ${theme.motion.fast} ${theme.motion.easing};
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
`;

const summaryStyle = (theme: Theme) => css`
  margin-left: auto;
  font-size: ${theme.typography.fontSize.xs};
  font-weight: ${theme.typography.fontWeight.regular};
  color: ${theme.colors.brand.main};
  white-space: nowrap;
`;

function Chevron() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
    >
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

export interface DisclosureProps {
  title: ReactNode;
  /** Short text at the end of the header row (e.g. "2件選択中"); part of the button's name. */
  summary?: ReactNode;
  headingLevel?: 2 | 3;
  defaultOpen?: boolean;
  children: ReactNode;
  className?: string;
}

/**
 * One accordion item (WAI-ARIA accordion pattern): a heading holding a button with
 * aria-expanded/aria-controls, and the panel as a labelled region, hidden while collapsed.
 * A collapsed panel renders nothing inside: the filter panel holds over a hundred checkboxes.
 */
export function Disclosure({
  title,
  summary,
  headingLevel = 3,
  defaultOpen = false,
  children,
  className,
}: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={className}>
      <Heading css={headingStyle}>
        <button
          type="button"
          id={`${id}-button`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          css={buttonStyle}
          onClick={() => setOpen(!open)}
        >
          <span>{title}</span>
          {summary && <span css={summaryStyle}>{summary}</span>}
          {!summary && <span css={{ marginLeft: 'auto' }} />}
          <Chevron />
        </button>
      </Heading>
      <div id={`${id}-panel`} role="region" aria-labelledby={`${id}-button`} hidden={!open}>
        {open && children}
      </div>
    </div>
  );
}
