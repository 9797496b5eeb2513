import { createQueryClient } from '../lib/providers';

/** The app's query client, without retries, so a failing call fails the test at once. */
export function createTestQueryClient() {
  const client = createQueryClient();
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retry: false },
    mutations: { ...client.getDefaultOptions().mutations, retry: false },
  });
  return client;
}
