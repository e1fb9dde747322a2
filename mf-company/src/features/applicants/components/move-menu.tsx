import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { css, type Theme } from '@emotion/react';
import { Button } from '@jobmatch/shared';

const wrapStyle = css`
  position: relative;
`;

const menuStyle = (theme: Theme) => css`
  position: absolute;
  z-index: 5;
  right: 0;
  top: calc(100% + 4px);
  min-width: 180px;
  margin: 0;
  padding: ${theme.space[1]} 0;
  list-style: none;
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.m};
  background: ${theme.colors.surface.raised};
  box-shadow: 0 6px 20px rgba(28, 36, 45, 0.16);

  button {
    display: block;
    width: 100%;
    padding: ${theme.space[2]} ${theme.space[3]};
    border: 0;
    background: none;
    color: ${theme.colors.text.primary};
    font: inherit;
    text-align: left;
    white-space: nowrap;
    cursor: pointer;
  }

  button:hover,
  button:focus-visible {
    background: ${theme.colors.brand.subtle};
    outline: none;
  }
`;

export interface MoveMenuProps {
  /** The trigger's text and accessible name. */
  label: string;
  accessibleLabel: string;
  items: ReadonlyArray<{ key: string; label: string }>;
  onSelect: (key: string) => void;
  disabled?: boolean;
}

/**
 * The keyboard way to move a card (WAI-ARIA menu button): Enter or Space opens the menu on its
 * first item, ↑ ↓ Home End move, Enter chooses, Escape or Tab closes and returns to the button.
 */
export function MoveMenu({ label, accessibleLabel, items, onSelect, disabled }: MoveMenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (open) listRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const buttons = Array.from(
      listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [],
    );
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const focus = (next: number) => buttons[(next + buttons.length) % buttons.length]?.focus();
    if (event.key === 'ArrowDown') focus(index + 1);
    else if (event.key === 'ArrowUp') focus(index - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(buttons.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div css={wrapStyle}>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="S"
        aria-label={accessibleLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {label}
      </Button>
      {open && (
        <ul
          ref={listRef}
          id={menuId}
          role="menu"
          aria-label={accessibleLabel}
          css={menuStyle}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            // a click or Tab elsewhere closes it
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
          }}
        >
          {items.map((item) => (
            <li key={item.key} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  close(true);
                  onSelect(item.key);
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
