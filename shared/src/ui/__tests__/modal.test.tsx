import { useState } from 'react';
import { act, screen } from '@testing-library/react';
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

  it('is a native dialog named by its title, opened as a modal', async () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    await openModal();
    const dialog = screen.getByRole('dialog', { name: '応募の確認' });
    // showModal() (not show()) is what makes the page behind inert and traps Tab in browsers.
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAttribute('open');
    showModal.mockRestore();
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

  it('keeps Tab order inside the dialog: close button, then the actions', async () => {
    // Tab does not leave the dialog because showModal() makes the page inert (browsers only;
    // covered by e2e/tests/accessibility.spec.ts). Here: the order within it.
    const { user } = await openModal();
    await user.tab();
    expect(screen.getByRole('button', { name: 'キャンセル' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '応募する（確定）' })).toHaveFocus();
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
    expect(screen.getByRole('dialog')).toHaveAttribute('open');
  });

  it('closes only the inner of two stacked modals on Escape', async () => {
    function Stacked() {
      const [inner, setInner] = useState(false);
      const [outerOpen, setOuterOpen] = useState(true);
      return (
        <Modal open={outerOpen} title="外側" onClose={() => setOuterOpen(false)}>
          <button type="button" onClick={() => setInner(true)}>
            内側を開く
          </button>
          <Modal open={inner} title="内側" onClose={() => setInner(false)}>
            本文
          </Modal>
        </Modal>
      );
    }
    const { user } = renderWithTheme(<Stacked />);
    await user.click(screen.getByRole('button', { name: '内側を開く' }));
    expect(screen.getByRole('dialog', { name: '内側' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: '内側' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '外側' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '内側を開く' })).toHaveFocus();
  });

  it('keeps a modal without onClose open when the browser closes it anyway', async () => {
    // Browsers make the cancel of a repeated Escape uncancelable and close the dialog.
    await openModal({ withClose: false });
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    act(() => dialog.close());
    expect(dialog).toHaveAttribute('open');
  });

  it('calls onClose when the browser closes the dialog itself', async () => {
    await openModal();
    act(() => (screen.getByRole('dialog') as HTMLDialogElement).close());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '応募する' })).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const { user } = await openModal();
    const dialog = screen.getByRole('dialog');
    await user.click(screen.getByText('この求人に応募しますか？'));
    expect(dialog).toBeInTheDocument();
    // A click on the ::backdrop targets the <dialog> itself; its content covers its own box.
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can ignore backdrop clicks', async () => {
    const { user } = await openModal({ closeOnBackdropClick: false });
    const dialog = screen.getByRole('dialog');
    await user.click(dialog);
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
