CREATE INDEX "payment_proofs_file_idx" ON "payment_proofs" USING btree ("file_id");
--> statement-breakpoint
-- Files stored before uploads were named by their detected type keep the name they were sent
-- under (a PNG as receipt.html): give each the extension of what it is, as lib/file-type.ts's
-- fileNameFor does for new uploads. Erased tombstones (erased.txt) already match.
UPDATE "files"
SET "original_filename" = coalesce(nullif(regexp_replace("original_filename", '\.[^.]*$', ''), ''), 'upload') || '.' || "format"
WHERE "original_filename" NOT LIKE '%.' || "format";
