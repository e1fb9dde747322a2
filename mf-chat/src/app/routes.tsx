// The `./routes` expose: the job seekers' messages (/messages/*) and the company inbox
// (/company/messages/*) as React Router route objects for the shell.
import type { ComponentType } from 'react';
import { defineRemoteRoutes } from '@jobmatch/shared';
import { chatJa } from './i18n/ja';

/**
 * Handles follow docs/chat.md#routes. A job seeker's messages are for verified job seekers, as
 * their applications are: staff have an inbox of their own, and the api refuses them the job
 * seeker's calls (`no_permission`). The company inbox is a desk like the rest of the company
 * side: wide screens get the desktop layout too. Threads have no footer: the input sits at the
 * bottom of the screen.
 */
const DESK_SCREEN_MODES = ['mobile', 'desktop', 'bigDesktop'] as const;

let companyInbox: Promise<ComponentType> | undefined;

/**
 * The company inbox's one component for both of its routes (docs/chat.md#company-inbox): the same
 * component at the same place, so React keeps the list pane (its search, its scroll) when the
 * URL moves between the list and a thread.
 */
function loadCompanyInbox(): Promise<ComponentType> {
  companyInbox ??= Promise.all([
    import('../lib/with-chat-party'),
    import('../features/inbox/components/company-inbox-page'),
  ]).then(
    ([{ withOrganizationMember }, { CompanyInboxPage }]) =>
      withOrganizationMember(CompanyInboxPage),
    (error: unknown) => {
      // a chunk that did not load is tried again on the next navigation
      companyInbox = undefined;
      throw error;
    },
  );
  return companyInbox;
}

const chatRoutesModule = defineRemoteRoutes({
  namespace: 'chat',
  resources: chatJa,
  routes: [
    {
      handle: {
        name: 'chat.topics.list',
        footer: false,
        titleKey: 'topics_title',
        access: 'verified',
      },
      lazy: async () => {
        const [{ withJobSeeker }, { TopicsPage }] = await Promise.all([
          import('../lib/with-chat-party'),
          import('../features/topics/components/topics-page'),
        ]);
        return { Component: withJobSeeker(TopicsPage) };
      },
    },
    {
      handle: {
        name: 'chat.show',
        parent: 'chat.topics.list',
        topBar: 'singleItem',
        footer: false,
        titleKey: 'thread_title',
        access: 'verified',
      },
      lazy: async () => {
        const [{ withJobSeeker }, { ThreadPage }] = await Promise.all([
          import('../lib/with-chat-party'),
          import('../features/thread/components/thread-page'),
        ]);
        return { Component: withJobSeeker(ThreadPage) };
      },
    },
    {
      handle: {
        name: 'company.messages.list',
        parent: 'company.mypage',
        footer: false,
        titleKey: 'company_topics_title',
        access: 'company',
        screenModes: DESK_SCREEN_MODES,
      },
      lazy: async () => ({ Component: await loadCompanyInbox() }),
    },
    {
      handle: {
        name: 'company.messages.show',
        parent: 'company.messages.list',
        topBar: 'singleItem',
        footer: false,
        titleKey: 'thread_title',
        access: 'company',
        screenModes: DESK_SCREEN_MODES,
      },
      lazy: async () => ({ Component: await loadCompanyInbox() }),
    },
  ],
});

/** The route objects, for tests that render them. */
export const chatRoutes = chatRoutesModule.routes;

export default chatRoutesModule;
