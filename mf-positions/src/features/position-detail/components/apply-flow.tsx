import { useEffect, useState, type ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Button,
  buttonStyle,
  isJobSeekerType,
  isSignUpComplete,
  Modal,
  pathTo,
  ResendVerificationButton,
} from '@jobmatch/shared';
import type { Product, User } from '@jobmatch/shared/contracts';
import { errorCodeOf, errorTextOf } from '@jobmatch/shared/errors';
import { session, useSession } from 'shell/session';
import { toast } from 'shell/toast';
import { useCreateOrder } from '../api/create-order';
import { LoginPromptModal } from '../../../components/login-prompt-modal';
import { useOrderForProduct } from '../api/get-order-for-product';

type Step = 'closed' | 'guest' | 'verify' | 'profile' | 'confirm' | 'success';

/** `?apply=1`: come back to this posting with the apply step open (after login, verification or the wizard). */
const RESUME_APPLY_PARAM = 'apply';

/** The first step the apply button opens: what stands between this visitor and an application. */
function firstStepFor(user: User | null): Step {
  if (!user) return 'guest';
  if (!user.emailVerified) return 'verify';
  if (!isSignUpComplete(user)) return 'profile';
  return 'confirm';
}

/** The api's refusals that a dialog explains better than a toast (docs/positions.md#apply-flow). */
const STEP_FOR_REFUSAL: Record<string, Step> = {
  email_not_verified: 'verify',
  profile_incomplete: 'profile',
};

const barStyle = (theme: Theme) => css`
  position: sticky;
  bottom: 0;
  z-index: ${theme.zIndex.sticky};
  padding: ${theme.space[3]} ${theme.space[4]} calc(${theme.space[3]} + env(safe-area-inset-bottom));
  border-top: 1px solid ${theme.colors.border.subtle};
  background: ${theme.colors.surface.raised};
`;

/** The apply button takes what the beside-action (気になる) leaves. */
const barRowStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};

  & > button:last-child {
    flex: 1;
  }
`;

const modalTextStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.m};
  line-height: ${theme.typography.lineHeight.body};
  overflow-wrap: anywhere;
`;

/**
 * The sticky apply button and its modals (docs/positions.md#apply-flow). Applying needs a
 * verified address and a completed profile, so the button opens what is missing first: guests are
 * offered login or registration, an unverified user a resend of the verification mail, a user
 * without a profile the wizard. Each path carries `?apply=1` back to this posting, where the
 * confirmation opens by itself. A ready user confirms, the order is created, and a success modal
 * follows. The button is disabled once an application exists (looked up on load; a failed
 * look-up leaves it usable). `beside` goes before the button in its bar (the 気になる toggle).
 */
export function ApplyFlow({ product, beside }: { product: Product; beside?: ReactNode }) {
  const { t } = useTranslation('positions');
  const { isLoggedIn, user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const [step, setStep] = useState<Step>('closed');
  // Company users and administrators browse postings but cannot apply (docs/company.md#routes).
  const appliesAsJobSeeker = !isLoggedIn || !user || isJobSeekerType(user.typeId);
  const existing = useOrderForProduct(
    isLoggedIn && user && appliesAsJobSeeker ? user.id : null,
    product.id,
  );
  const createOrder = useCreateOrder();
  const hasApplied = Boolean(existing.data) || createOrder.isSuccess;
  const intendedUrl = pathTo(
    'positions.show',
    { productId: product.id },
    { [RESUME_APPLY_PARAM]: 1 },
  );
  const currentUser = isLoggedIn ? user : null;

  const handleApplyClick = () => setStep(firstStepFor(currentUser));

  const resumeRequested = searchParams.get(RESUME_APPLY_PARAM) === '1';
  const lookupSettled = !currentUser || !existing.isPending;
  useEffect(() => {
    if (!resumeRequested || !lookupSettled) return;
    // The marker is spent on arrival: a reload or Back must not open the dialog again.
    setSearchParams(
      (params) => {
        params.delete(RESUME_APPLY_PARAM);
        return params;
      },
      { replace: true },
    );
    if (!hasApplied) setStep(firstStepFor(currentUser));
  }, [resumeRequested, lookupSettled, hasApplied, currentUser, setSearchParams]);

  const handleConfirm = async () => {
    if (!user) return;
    try {
      await createOrder.mutateAsync({ product, user });
      setStep('success');
    } catch (error) {
      const code = errorCodeOf(error);
      const refusedStep = code ? STEP_FOR_REFUSAL[code] : undefined;
      if (refusedStep) {
        // The session was older than the account: bring it up to date and explain.
        void session.reloadUser();
        setStep(refusedStep);
        return;
      }
      setStep('closed');
      if (code === 'already_exists') {
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
      <div css={[barStyle, barRowStyle]}>
        {beside}
        {appliesAsJobSeeker ? (
          <Button
            fullWidth
            disabled={hasApplied || (isLoggedIn && existing.isPending)}
            onClick={handleApplyClick}
          >
            {hasApplied ? t('applied') : t('apply')}
          </Button>
        ) : (
          <Button fullWidth disabled>
            {t('apply_job_seekers_only')}
          </Button>
        )}
      </div>

      <LoginPromptModal
        open={step === 'guest'}
        onClose={close}
        title={t('apply_guest_title')}
        body={t('apply_guest_body')}
        intendedUrl={intendedUrl}
      />

      <Modal
        open={step === 'verify'}
        title={t('apply_verify_title')}
        onClose={close}
        closeLabel={t('shared:close')}
        size="S"
        actions={
          currentUser && (
            <ResendVerificationButton
              userId={currentUser.id}
              intendedUrl={intendedUrl}
              variant="primary"
            />
          )
        }
      >
        <p css={modalTextStyle}>{t('apply_verify_body', { email: currentUser?.email ?? '' })}</p>
      </Modal>

      <Modal
        open={step === 'profile'}
        title={t('apply_profile_title')}
        onClose={close}
        closeLabel={t('shared:close')}
        size="S"
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              {t('apply_later')}
            </Button>
            <Link
              to={pathTo('user.sign-up-wizard', { page: 'base-info' }, { intendedUrl })}
              css={buttonStyle()}
            >
              {t('apply_profile_to_wizard')}
            </Link>
          </>
        }
      >
        <p css={modalTextStyle}>{t('apply_profile_body')}</p>
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
