import pg from 'pg';

/** The PostgreSQL server the tests, benches and scans use; each run makes its own database on it. */
export const postgresServerUrl = (url = process.env.TEST_DATABASE_URL) =>
  url ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Creates a database for this run on the PostgreSQL server; drop() removes it. */
export async function createTestDatabase(
  label: string,
  serverUrl = postgresServerUrl(),
): Promise<TestDatabase> {
  const name = `intake_${label.replace(/\W/g, '_')}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
