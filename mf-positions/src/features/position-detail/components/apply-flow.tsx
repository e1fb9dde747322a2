import { useState } from 'react';
import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonStyle, Modal, pathTo } from '@jobmatch/shared';
import { errorCodeOf, errorTextOf } from '@jobmatch/shared/errors';
import { useSession } from 'shell/session';
import { toast } from 'shell/toast';
import type { Product } from '../../../types/catalog';
import { useCreateOrder } from '../api/create-order';
import { useOrderForProduct } from '../api/get-order-for-product';

type Step = 'closed' | 'guest' | 'confirm' | 'success';

const barStyle = (theme: Theme) => css`
  position: sticky;
  bottom: 0;
  z-index: ${theme.zIndex.sticky};
  padding: ${theme.space[3]} ${theme.space[4]} calc(${theme.space[3]} + env(safe-area-inset-bottom));
  border-top: 1px solid ${theme.colors.border.subtle};
  background: ${theme.colors.surface.raised};
`;

const modalTextStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.m};
  line-height: ${theme.typography.lineHeight.body};
  overflow-wrap: anywhere;
`;

/**
 * The sticky apply button and its modals (docs/positions.md#apply-flow). Guests are offered login (coming back
 * here) or registration; signed-in users confirm, the order is created, and a success modal
 * follows. The button is disabled once an application exists (looked up on load; a failed
 * look-up leaves it usable).
 */
export function ApplyFlow({ product }: { product: Product }) {
  const { t } = useTranslation('positions');
  const { isLoggedIn, user } = useSession();
  const [step, setStep] = useState<Step>('closed');
  const existing = useOrderForProduct(isLoggedIn && user ? user.id : null, product.id);
  const createOrder = useCreateOrder();
  const hasApplied = Boolean(existing.data) || createOrder.isSuccess;
  const intendedUrl = pathTo('positions.show', { productId: product.id });

  const handleApplyClick = () => setStep(isLoggedIn && user ? 'confirm' : 'guest');

  const handleConfirm = async () => {
    if (!user) return;
    try {
      await createOrder.mutateAsync({ product, user });
      setStep('success');
    } catch (error) {
      setStep('closed');
      if (errorCodeOf(error) === 'already_exists') {
        toast.show(t('apply_already_applied'), { variant: 'info' });
        void existing.refetch();
        return;
      }
      toast.show(errorTextOf(error, t('apply_failed')), { variant: 'error' });
    }
  };

  const close = () => setStep('closed');

  return (
    <>
      <div css={barStyle}>
        <Button
          fullWidth
          disabled={hasApplied || (isLoggedIn && existing.isPending)}
          onClick={handleApplyClick}
        >
          {hasApplied ? t('applied') : t('apply')}
        </Button>
      </div>

      <Modal
        open={step === 'guest'}
        title={t('apply_guest_title')}
        onClose={close}
        closeLabel={t('shared:close')}
        size="S"
        actions={
          <>
            <Link
              to={pathTo('auth.signup', null, { intendedUrl })}
              css={buttonStyle({ variant: 'secondary' })}
            >
              {t('apply_guest_signup')}
            </Link>
            <Link to={pathTo('auth.login', null, { intendedUrl })} css={buttonStyle()}>
              {t('apply_guest_login')}
            </Link>
          </>
        }
      >
        <p css={modalTextStyle}>{t('apply_guest_body')}</p>
      </Modal>

      <Modal
        open={step === 'confirm'}
        title={t('apply_confirm_title')}
        onClose={createOrder.isPending ? undefined : close}
        closeLabel={t('shared:close')}
        size="S"
        actions={
          <>
            <Button variant="secondary" onClick={close} disabled={createOrder.isPending}>
              {t('apply_cancel')}
            </Button>
            <Button onClick={() => void handleConfirm()} loading={createOrder.isPending}>
              {t('apply_confirm_submit')}
            </Button>
          </>
        }
      >
        <p css={modalTextStyle}>{t('apply_confirm_body', { name: product.name })}</p>
      </Modal>

      <Modal
        open={step === 'success'}
        title={t('apply_success_title')}
        onClose={close}
        closeLabel={t('shared:close')}
        size="S"
        actions={
          <Link to={pathTo('job-applications.list')} css={buttonStyle()}>
            {t('apply_success_to_applications')}
          </Link>
        }
      >
        <p css={modalTextStyle}>{t('apply_success_body', { name: product.name })}</p>
      </Modal>
    </>
  );
}
