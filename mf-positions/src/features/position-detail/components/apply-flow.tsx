import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
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
import type { OrderKind, Product, User } from '@jobmatch/shared/contracts';
import { errorCodeOf, errorTextOf } from '@jobmatch/shared/errors';
import { session, useSession } from 'shell/session';
import { toast } from 'shell/toast';
import { useCreateOrder } from '../api/create-order';
import { LoginPromptModal } from '../../../components/login-prompt-modal';
import { useOrderForProduct } from '../api/get-order-for-product';

// the form code (a share-scope package) loads when the dialog opens, not with the posting
const CasualInterviewDialog = lazy(async () => ({
  default: (await import('./casual-interview-dialog')).CasualInterviewDialog,
}));

type Step = 'closed' | 'guest' | 'verify' | 'profile' | 'confirm' | 'success';

/**
 * `?apply=1` (`?casual=1`): come back to this posting with the apply (casual interview) step open,
 * after login, verification or the wizard.
 */
const RESUME_PARAM: Record<OrderKind, string> = {
  application: 'apply',
  casual_interview: 'casual',
};

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

/** The casual interview button sits above the row, quieter than applying. */
const casualRowStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  margin-bottom: ${theme.space[2]};

  & > button {
    flex: 1;
  }
`;

const casualNoteStyle = (theme: Theme) => css`
  flex: none;
  font-size: ${theme.typography.fontSize.xs};
  color: ${theme.colors.text.secondary};
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
 *
 * Unless the company switched it off, a quieter 「カジュアル面談を申し込む」 goes above: the same
 * gates, then a note to the company instead of the confirmation (docs/conversations.md#casual-interviews).
 */
export function ApplyFlow({ product, beside }: { product: Product; beside?: ReactNode }) {
  const { t } = useTranslation('positions');
  const { isLoggedIn, user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const [step, setStep] = useState<Step>('closed');
  const [kind, setKind] = useState<OrderKind>('application');
  // Company users and administrators browse postings but cannot apply (docs/company.md#routes).
  const appliesAsJobSeeker = !isLoggedIn || !user || isJobSeekerType(user.typeId);
  const lookupUserId = isLoggedIn && user && appliesAsJobSeeker ? user.id : null;
  const existing = {
    application: useOrderForProduct(lookupUserId, product.id, 'application'),
    casual_interview: useOrderForProduct(lookupUserId, product.id, 'casual_interview'),
  };
  const createOrder = useCreateOrder();
  const created = createOrder.isSuccess ? (createOrder.variables.kind ?? 'application') : null;
  const hasOrdered = (of: OrderKind) => Boolean(existing[of].data) || created === of;
  const offersCasual = product.customFields?.casual_interview !== false;
  const intendedUrlFor = (of: OrderKind) =>
    pathTo('positions.show', { productId: product.id }, { [RESUME_PARAM[of]]: 1 });
  const intendedUrl = intendedUrlFor(kind);
  const currentUser = isLoggedIn ? user : null;

  const open = (of: OrderKind) => {
    setKind(of);
    setStep(firstStepFor(currentUser));
  };

  const resumed = (['application', 'casual_interview'] as const).find(
    (of) => searchParams.get(RESUME_PARAM[of]) === '1',
  );
  const lookupSettled =
    !currentUser || (!existing.application.isPending && !existing.casual_interview.isPending);
  const resumedDone = resumed ? hasOrdered(resumed) : false;
  useEffect(() => {
    if (!resumed || !lookupSettled) return;
    // The marker is spent on arrival: a reload or Back must not open the dialog again.
    setSearchParams(
      (params) => {
        params.delete(RESUME_PARAM[resumed]);
        return params;
      },
      { replace: true },
    );
    if (resumed === 'casual_interview' && !offersCasual) return;
    if (!resumedDone) {
      setKind(resumed);
      setStep(firstStepFor(currentUser));
    }
  }, [resumed, lookupSettled, resumedDone, offersCasual, currentUser, setSearchParams]);

  const handleConfirm = async (message?: string) => {
    if (!user) return;
    try {
      await createOrder.mutateAsync({ product, user, kind, message });
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
      if (kind === 'casual_interview' && code !== 'already_exists') {
        // the note stays in the dialog: the seeker can try again without writing it twice
        toast.show(errorTextOf(error, t('casual_failed')), { variant: 'error' });
        return;
      }
      setStep('closed');
      if (code === 'already_exists') {
        toast.show(
          t(kind === 'application' ? 'apply_already_applied' : 'casual_already_requested'),
          { variant: 'info' },
        );
        void existing[kind].refetch();
        return;
      }
      toast.show(errorTextOf(error, t('apply_failed')), { variant: 'error' });
    }
  };

  const close = () => setStep('closed');

  return (
    <>
      <div css={barStyle}>
        {appliesAsJobSeeker && offersCasual && (
          <div css={casualRowStyle}>
            <Button
              variant="secondary"
              size="S"
              disabled={
                hasOrdered('casual_interview') ||
                (isLoggedIn && existing.casual_interview.isPending)
              }
              onClick={() => open('casual_interview')}
            >
              {hasOrdered('casual_interview') ? t('casual_requested') : t('casual_request')}
            </Button>
            <span css={casualNoteStyle}>{t('casual_not_selection')}</span>
          </div>
        )}
        <div css={barRowStyle}>
          {beside}
          {appliesAsJobSeeker ? (
            <Button
              fullWidth
              disabled={hasOrdered('application') || (isLoggedIn && existing.application.isPending)}
              onClick={() => open('application')}
            >
              {hasOrdered('application') ? t('applied') : t('apply')}
            </Button>
          ) : (
            <Button fullWidth disabled>
              {t('apply_job_seekers_only')}
            </Button>
          )}
        </div>
      </div>

      <LoginPromptModal
        open={step === 'guest'}
        onClose={close}
        title={t(kind === 'application' ? 'apply_guest_title' : 'casual_guest_title')}
        body={t(kind === 'application' ? 'apply_guest_body' : 'casual_guest_body')}
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

      {step === 'confirm' && kind === 'casual_interview' && (
        <Suspense fallback={null}>
          <CasualInterviewDialog
            productName={product.name}
            pending={createOrder.isPending}
            onClose={close}
            onSubmit={(message) => void handleConfirm(message)}
          />
        </Suspense>
      )}

      <Modal
        open={step === 'confirm' && kind === 'application'}
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
        title={t(kind === 'application' ? 'apply_success_title' : 'casual_success_title')}
        onClose={close}
        closeLabel={t('shared:close')}
        size="S"
        actions={
          <Link to={pathTo('job-applications.list')} css={buttonStyle()}>
            {t('apply_success_to_applications')}
          </Link>
        }
      >
        <p css={modalTextStyle}>
          {t(kind === 'application' ? 'apply_success_body' : 'casual_success_body', {
            name: product.name,
          })}
        </p>
      </Modal>
    </>
  );
}
