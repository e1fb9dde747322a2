import { useTranslation } from 'react-i18next';

/** The shell's i18next namespace; its texts are app/i18n/ja.ts, registered at bootstrap. */
export const SHELL_NAMESPACE = 'shell';

/** `t` bound to the shell's own namespace. */
export function useShellTranslation() {
  return useTranslation(SHELL_NAMESPACE);
}
