// The app kit: what every remote's pages are made of, so a remote keeps only its features.
export {
  DESK_WIDTH_PROPERTY,
  PageLayout,
  type PageLayoutProps,
  type PageLayoutWidth,
} from './page-layout';
export {
  pageHeadingStyle,
  sectionHeadingStyle,
  bodyTextStyle,
  leadStyle,
  secondaryTextStyle,
  centeredTextStyle,
  chipListStyle,
  cardListStyle,
} from './text-styles';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { RouteLoading } from './route-loading';
export { LoadError, type LoadErrorProps } from './load-error';
export { MembershipGate, type MembershipGateProps } from './membership-gate';
export {
  getUserOrganizations,
  useUserOrganizations,
  userOrganizationsQueryKey,
  userOrganizationsQueryOptions,
} from './user-organizations';
export { PagedList, type PagedListProps, type PagedQuery } from './paged-list';
export {
  DetailsSection,
  DetailsList,
  detailsCardStyle,
  type DetailsSectionProps,
} from './details-section';
export { PostingArticle, type PostingArticleProps } from './posting-article';
export {
  MAX_SKILL_TAGS,
  isProductNew,
  isProductRemote,
  prefectureLabel,
  productChips,
  productCompensation,
  productEmploymentType,
  productRemoteLabel,
  productSkillKeys,
  productTags,
} from './posting-view';
export {
  defineRemoteRoutes,
  notFound,
  type DefineRemoteRoutesOptions,
  type DefinedRemoteRoutes,
  type RemoteRoute,
  type RemoteRouteDefinition,
} from './remote-routes';
export { Form, FormServerError, type FormProps, type FormServerErrorProps } from './form';
export { FormDialog, type FormDialogProps } from './form-dialog';
export {
  EmailField,
  NewPasswordFields,
  PasswordField,
  type EmailFieldProps,
  type NewPasswordFieldsProps,
  type NewPasswordValues,
  type PasswordFieldProps,
} from './account-fields';
export { PhoneField, type PhoneFieldProps } from './phone-field';
export {
  LinkGroup,
  LinkGroupLink,
  LinkGroupRow,
  type LinkGroupProps,
  type LinkGroupLinkProps,
  type LinkGroupLinkTone,
} from './link-group';
export { StepProgress, type StepProgressProps } from './step-progress';
export { StepActions, type StepActionsProps } from './step-actions';
export {
  ResendVerificationButton,
  sendVerificationEmail,
  useCountdown,
  RESEND_COOLDOWN_SECONDS,
  type ResendVerificationButtonProps,
  type SendVerificationEmailInput,
} from './verification-resend';
