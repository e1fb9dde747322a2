import { useState } from 'react';
import { screen } from '@testing-library/react';
import { Modal, type ModalProps } from '../modal';
import { renderWithTheme } from './render-with-theme';

function ModalHarness(props: Partial<ModalProps> & { withClose?: boolean }) {
  const [open, setOpen] = useState(false);
  const { withClose = true, ...modalProps } = props;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        応募する
      </button>
      <Modal
        open={open}
        title="応募の確認"
        closeLabel="閉じる"
        onClose={withClose ? () => setOpen(false) : undefined}
        actions={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              キャンセル
            </button>
            <button type="button">応募する（確定）</button>
          </>
        }
        {...modalProps}
      >
        <p>この求人に応募しますか？</p>
      </Modal>
    </>
  );
}

async function openModal(props: Partial<ModalProps> & { withClose?: boolean } = {}) {
  const rendered = renderWithTheme(<ModalHarness {...props} />);
  await rendered.user.click(screen.getByRole('button', { name: '応募する' }));
  return rendered;
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    renderWithTheme(<ModalHarness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title, rendered in a portal', async () => {
    const { container } = await openModal();
    const dialog = screen.getByRole('dialog', { name: '応募の確認' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
  });

  it('moves focus inside on open', async () => {
    await openModal();
    expect(screen.getByRole('button', { name: '閉じる' })).toHaveFocus();
  });

  it('focuses initialFocusRef when given', async () => {
    function WithInitialFocus() {
      const [open, setOpen] = useState(false);
      const [ref] = useState(() => ({ current: null as HTMLButtonElement | null }));
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            開く
          </button>
          <Modal
            open={open}
            title="確認"
            initialFocusRef={ref}
            actions={<button ref={ref}>OK</button>}
          >
            本文
          </Modal>
        </>
      );
    }
    const { user } = renderWithTheme(<WithInitialFocus />);
    await user.click(screen.getByRole('button', { name: '開く' }));
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openModal();
    const close = screen.getByRole('button', { name: '閉じる' });
    const cancel = screen.getByRole('button', { name: 'キャンセル' });
    const confirm = screen.getByRole('button', { name: '応募する（確定）' });

    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });

  it('closes on Escape and restores focus to the opener', async () => {
    const { user } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '応募する' })).toHaveFocus();
  });

  it('restores focus after closing through an action', async () => {
    const { user } = await openModal();
    await user.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '応募する' })).toHaveFocus();
  });

  it('closes with the close button', async () => {
    const { user } = await openModal();
    await user.click(screen.getByRole('button', { name: '閉じる' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on Escape without onClose, and shows no close button', async () => {
    const { user } = await openModal({ withClose: false });
    expect(screen.queryByRole('button', { name: '閉じる' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const { user } = await openModal();
    const dialog = screen.getByRole('dialog');
    await user.click(screen.getByText('この求人に応募しますか？'));
    expect(dialog).toBeInTheDocument();
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can ignore backdrop clicks', async () => {
    const { user } = await openModal({ closeOnBackdropClick: false });
    const dialog = screen.getByRole('dialog');
    await user.click(dialog.parentElement as HTMLElement);
    expect(dialog).toBeInTheDocument();
  });

  it('locks body scroll while open and restores it after', async () => {
    document.body.style.overflow = 'scroll';
    const { user } = await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it.each(['S', 'M', 'L'] as const)('renders size %s', async (size) => {
    await openModal({ size });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
