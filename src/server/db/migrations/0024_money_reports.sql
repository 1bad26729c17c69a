ALTER TABLE "journal_lines" ADD COLUMN "rate_bp" integer;
