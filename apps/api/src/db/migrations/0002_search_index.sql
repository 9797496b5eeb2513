-- Staff search matches a case-insensitive fragment anywhere in a name, phone or e-mail: trigrams.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
