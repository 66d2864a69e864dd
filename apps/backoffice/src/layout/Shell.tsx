import { QueryClientProvider } from '@tanstack/react-query';
import { KitProvider } from '@eldercare/admin-kit';
import { ApiClientProvider } from '@eldercare/api-client/react';
import { ApiUiBridge } from '../api/ApiUiBridge';
import { apiClient, queryClient } from '../api/client';
import type { LanguageProps } from '../i18n';
import { ShellRoutes } from '../router/ShellRoutes';
import { useSession } from '../session/session-store';
import { STORAGE_NAMESPACE } from '../session/storage-namespace';

/** Everything behind sign-in: antd's providers, the API client, react-query and the guarded routes. */
export default function Shell({ language, onLanguageChange }: LanguageProps) {
  const { user } = useSession();
  return (
    <KitProvider
      language={language}
      onLanguageChange={onLanguageChange}
      roleKey={user?.sysRoles[0]?.roleKey}
      userId={user ? String(user.userId) : undefined}
      storageNamespace={STORAGE_NAMESPACE}
    >
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={apiClient}>
          <ApiUiBridge />
          <ShellRoutes />
        </ApiClientProvider>
      </QueryClientProvider>
    </KitProvider>
  );
}
