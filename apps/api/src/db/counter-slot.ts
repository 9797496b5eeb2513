import { sql } from 'drizzle-orm';
import { smallint } from 'drizzle-orm/pg-core';

/**
 * A count kept by a trigger is spread over a row per slot, and each writer adds to the slot of its
 * database connection (`intake_counter_slot()`, migration counter_slots). With one row per count,
 * every status change of a cohort waited on the one before it to commit: a room of 3,000 takers
 * started its tests at 18 a second. Readers sum the slots.
 */
export const counterSlot = () => smallint('slot').notNull().default(sql`intake_counter_slot()`);
