import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';

export type NewFile = typeof files.$inferInsert;

export async function insertFile(db: Executor, file: NewFile) {
  const [row] = await db.insert(files).values(file).returning();
  if (!row) throw new Error('insert into files returned nothing');
  return row;
}

export async function findFile(db: Executor, id: string) {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}
