'use client';
// region screen
import { createHttpApi } from '@lendview/api/http';
import { createBridge } from '@lendview/bridge';
import { LendviewProvider, createDataStore, marketFromQuery, parseSession } from '@lendview/screens';
import { CustomerService } from '@lendview/screens/customer-service';
import { useRouter } from 'next/navigation';
import { useState } from 'react';

/**
 * The client boundary: everything that cannot cross from a server component (the API adapter,
 * the bridge, `navigate`) is made here, once. The store starts from the server's data, so the
 * screen renders with it on the server and hydrates without a request.
 */
export function CustomerServiceScreen({
  query,
  apiBase,
  data,
}: {
  query: string;
  apiBase: string;
  data: Record<string, unknown>;
}) {
  const router = useRouter();
  const [sdk] = useState(() => {
    const session = parseSession(query);
    return { session, api: createHttpApi({ apiBase, session }), bridge: createBridge(), store: createDataStore(data) };
  });
  return (
    <LendviewProvider
      {...sdk}
      query={query}
      market={marketFromQuery(query)}
      navigate={(to, options) => (options?.replace ? router.replace(to) : router.push(to))}
    >
      <CustomerService />
    </LendviewProvider>
  );
}
// endregion
