-- Decision 0104: one process at a time sends the school's bulk mail, whichever holds the lease.
CREATE TABLE "work_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" uuid NOT NULL,
	"held_until" timestamp with time zone NOT NULL
);
