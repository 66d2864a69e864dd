/**
 * Query keys of every read call, as a hierarchy: invalidating a prefix (e.g. `apiKeys.messages.all`)
 * reloads everything below it. Framework-free, so hosts can also use them with a bare QueryClient.
 */
const ROOT = 'eldercare' as const;

export const apiKeys = {
  all: [ROOT] as const,
  session: {
    all: [ROOT, 'session'] as const,
    userInfo: () => [ROOT, 'session', 'userInfo'] as const,
    userDetail: () => [ROOT, 'session', 'userDetail'] as const,
    publicKey: () => [ROOT, 'session', 'publicKey'] as const,
    canSwitchDataType: () => [ROOT, 'session', 'canSwitchDataType'] as const,
    firstLogin: () => [ROOT, 'session', 'firstLogin'] as const,
    initialPassword: () => [ROOT, 'session', 'initialPassword'] as const,
    useOrg: () => [ROOT, 'session', 'useOrg'] as const,
    offlineTokens: (userName: string) => [ROOT, 'session', 'offlineTokens', userName] as const,
  },
  system: {
    all: [ROOT, 'system'] as const,
    health: () => [ROOT, 'system', 'health'] as const,
    menuParents: (id: number) => [ROOT, 'system', 'menuParents', id] as const,
    config: (key: string) => [ROOT, 'system', 'config', key] as const,
    deptTree: () => [ROOT, 'system', 'deptTree'] as const,
    roleKeys: () => [ROOT, 'system', 'roleKeys'] as const,
  },
  systemAdmin: {
    all: [ROOT, 'systemAdmin'] as const,
    roles: () => [ROOT, 'systemAdmin', 'roles'] as const,
    menuTree: () => [ROOT, 'systemAdmin', 'menuTree'] as const,
    depts: () => [ROOT, 'systemAdmin', 'depts'] as const,
    operLogs: (query: object) => [ROOT, 'systemAdmin', 'operLogs', query] as const,
    loginLogs: (query: object) => [ROOT, 'systemAdmin', 'loginLogs', query] as const,
  },
  areas: {
    all: [ROOT, 'areas'] as const,
    tree: () => [ROOT, 'areas', 'tree'] as const,
  },
  dict: {
    all: [ROOT, 'dict'] as const,
    data: (dictType: string) => [ROOT, 'dict', 'data', dictType] as const,
    allTypes: () => [ROOT, 'dict', 'allTypes'] as const,
  },
  users: {
    all: [ROOT, 'users'] as const,
    list: (query: object) => [ROOT, 'users', 'list', query] as const,
    detail: (id: number) => [ROOT, 'users', 'detail', id] as const,
    projectUsers: () => [ROOT, 'users', 'projectUsers'] as const,
    assignableRoles: () => [ROOT, 'users', 'assignableRoles'] as const,
  },
  messages: {
    all: [ROOT, 'messages'] as const,
    count: () => [ROOT, 'messages', 'count'] as const,
    summary: (query: object) => [ROOT, 'messages', 'summary', query] as const,
    detail: (id: number) => [ROOT, 'messages', 'detail', id] as const,
    reminders: () => [ROOT, 'messages', 'reminders'] as const,
  },
  dashboard: {
    all: [ROOT, 'dashboard'] as const,
    summary: (language: string) => [ROOT, 'dashboard', 'summary', language] as const,
  },
  announcements: {
    all: [ROOT, 'announcements'] as const,
    list: (query: object) => [ROOT, 'announcements', 'list', query] as const,
    detail: (id: number) => [ROOT, 'announcements', 'detail', id] as const,
  },
  popups: {
    all: [ROOT, 'popups'] as const,
    latestAnnouncement: () => [ROOT, 'popups', 'latestAnnouncement'] as const,
    unreadAnnouncements: () => [ROOT, 'popups', 'unreadAnnouncements'] as const,
    unpaidFees: () => [ROOT, 'popups', 'unpaidFees'] as const,
    unreadActivities: () => [ROOT, 'popups', 'unreadActivities'] as const,
    noticeAnnouncement: (id: number) => [ROOT, 'popups', 'noticeAnnouncement', id] as const,
  },
} as const;

/**
 * What each write reloads (SPEC §4): marking an announcement read reloads the unread list (and
 * the latest popup), marking a message read reloads the summary and the count, and so on.
 */
export const invalidatedBy = {
  readMessage: [apiKeys.messages.all],
  readAnnouncementPopup: [apiKeys.popups.unreadAnnouncements(), apiKeys.popups.latestAnnouncement()],
  readFee: [apiKeys.popups.unpaidFees()],
  readActivity: [apiKeys.popups.unreadActivities()],
  readAllNotices: [apiKeys.messages.all, apiKeys.popups.all],
  users: [apiKeys.users.all],
  /** A role's grants change what its holders see: the role list, the operation log, the caller's menus. */
  roles: [
    apiKeys.systemAdmin.all,
    apiKeys.system.roleKeys(),
    apiKeys.users.assignableRoles(),
    apiKeys.session.userInfo(),
  ],
  announcements: [apiKeys.announcements.all, apiKeys.popups.all],
  ownProfile: [apiKeys.session.userInfo(), apiKeys.session.userDetail()],
  password: [apiKeys.session.firstLogin(), apiKeys.session.initialPassword()],
} as const satisfies Record<string, readonly (readonly unknown[])[]>;
