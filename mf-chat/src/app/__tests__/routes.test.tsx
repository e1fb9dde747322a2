import { i18n } from '@jobmatch/shared';
import { expectValidRemoteRoutesModule, type ExpectedRemoteRoute } from '@jobmatch/shared/testing';
import chatRoutesModule from '../routes';

const desk = { screenModes: ['mobile', 'desktop', 'bigDesktop'] } as const;

const expected: Record<string, ExpectedRemoteRoute> = {
  'chat.topics.list': {
    path: '/messages/topics',
    handle: { access: 'verified', topBar: 'standard', footer: false },
  },
  'chat.show': {
    path: '/messages/topics/topic-1',
    handle: {
      access: 'verified',
      topBar: 'singleItem',
      parent: 'chat.topics.list',
      footer: false,
    },
  },
  'company.messages.list': {
    path: '/company/messages/topics',
    handle: { access: 'company', topBar: 'standard', footer: false, ...desk },
  },
  'company.messages.show': {
    path: '/company/messages/topics/topic-1',
    handle: {
      access: 'company',
      topBar: 'singleItem',
      parent: 'company.messages.list',
      footer: false,
      ...desk,
    },
  },
};

describe('./routes (RemoteRoutesModule)', () => {
  it('is a valid remote routes module with exactly its routes under /messages and /company/messages', () => {
    expectValidRemoteRoutesModule(chatRoutesModule, {
      namespace: 'chat',
      routes: expected,
      isOwnPath: (path) => path.startsWith('/messages/') || path.startsWith('/company/messages/'),
    });
  });

  it('registers its namespace on load', () => {
    expect(i18n.t('topics_title', { ns: 'chat' })).toBe('メッセージ');
  });
});
