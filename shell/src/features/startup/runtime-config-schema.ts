import * as v from 'valibot';
import type { AppConfig, RemotesConfig } from '@jobmatch/shared/contracts';

const screenModeSchema = v.picklist(['mobile', 'desktop', 'bigDesktop']);

/** `/app-config.json` (docs/contracts.md). Unknown keys are kept, so the api can add fields first. */
export const appConfigSchema = v.looseObject({
  appName: v.pipe(v.string(), v.minLength(1)),
  environment: v.picklist(['development', 'production']),
  enabledScreenModes: v.optional(v.array(screenModeSchema), ['mobile']),
  overrideAllowlist: v.optional(v.array(v.string()), []),
  googleSignInEnabled: v.optional(v.boolean(), false),
  privacyPolicyUrl: v.optional(v.string()),
  userAgreementUrl: v.optional(v.string()),
  companySiteUrl: v.optional(v.string()),
  requiredServiceVersions: v.optional(v.record(v.string(), v.string()), {}),
});

/** `/remotes.json`: where each remote lives and which path prefixes it owns. */
export const remotesConfigSchema = v.object({
  remotes: v.array(
    v.object({
      name: v.pipe(v.string(), v.minLength(1)),
      entry: v.pipe(v.string(), v.minLength(1)),
      routes: v.array(v.pipe(v.string(), v.startsWith('/'))),
    }),
  ),
});

export class RuntimeConfigError extends Error {
  constructor(file: string, issues: string) {
    super(`${file} is invalid:\n${issues}`);
    this.name = 'RuntimeConfigError';
  }
}

export function parseAppConfig(input: unknown): AppConfig {
  const result = v.safeParse(appConfigSchema, input);
  if (!result.success) throw new RuntimeConfigError('/app-config.json', v.summarize(result.issues));
  return result.output as AppConfig;
}

export function parseRemotesConfig(input: unknown): RemotesConfig {
  const result = v.safeParse(remotesConfigSchema, input);
  if (!result.success) throw new RuntimeConfigError('/remotes.json', v.summarize(result.issues));
  return result.output;
}
