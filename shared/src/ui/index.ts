export {
  Button,
  buttonStyle,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  type ButtonStyleOptions,
} from './button';
export { TextField, type TextFieldProps, type TextFieldType } from './text-field';
export { TextAreaField, type TextAreaFieldProps } from './text-area-field';
export { Checkbox, type CheckboxProps } from './checkbox';
export {
  SelectField,
  selectChevronStyle,
  type SelectFieldProps,
  type SelectOption,
} from './select-field';
export { Disclosure, type DisclosureProps } from './disclosure';
export { Modal, type ModalProps, type ModalSize } from './modal';
export {
  ToastViewport,
  type ToastViewportProps,
  type ToastViewportItem,
  type ToastVariant,
} from './toast-viewport';
export {
  Chip,
  chipStyle,
  type ChipProps,
  type ChipSize,
  type ChipVariant,
  type ChipStyleOptions,
  type StaticChipProps,
  type SelectableChipProps,
} from './chip';
export { Badge, formatBadgeCount, type BadgeProps } from './badge';
export { TabBar, type TabBarProps, type TabBarItem } from './tab-bar';
export { LoadingPage, type LoadingPageProps } from './loading-page';
export { Spinner, type SpinnerProps, type SpinnerSize } from './spinner';
export { VisuallyHidden } from './visually-hidden';
export { Stack, type StackProps } from './stack';
export { FormError, type FormErrorProps } from './form-error';
export { textLinkStyle, visuallyHiddenStyle, touchTargetStyle } from './styles';
export { iconButtonStyle } from './icon-button-style';
// For other overlays (the shell's mobile side menu): one shared lock counter with Modal.
export { useBodyScrollLock } from './use-body-scroll-lock';
export { useDebouncedValue } from './use-debounced-value';
export {
  ProductCard,
  type ProductCardProps,
  type ProductCardChip,
  type ProductCardTag,
  type ProductCardFact,
  type ProductCardFactIcon,
} from './product-card';
export { SendIcon } from './icons';
export { SaveToggle, type SaveToggleProps } from './save-toggle';
// What the server's render cannot know (this browser's fingerprint) is drawn once the page runs.
export { usePageStarted } from './use-page-started';
