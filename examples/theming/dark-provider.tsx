/** The dark-scheme provider of docs/theming.md, type-checked with the repository. */
import { LendviewProvider, type LendviewProviderProps } from '@lendview/screens';
import type { ReactNode } from 'react';

export const DarkBrandedScreen = ({ host, screen }: { host: Omit<LendviewProviderProps, 'children'>; screen: ReactNode }) => (
  // region dark
  <LendviewProvider colorScheme="dark" theme={{ brand: '#7a1fa2', dark: { brand: '#d9a6f0', brandText: '#2a0838' } }} {...host}>
    {screen}
  </LendviewProvider>
  // endregion
);
