-- Issue #19, finished: a synthetic sample document keeps the true values of its fields beside it
-- (truth, and how it was drawn: clean, tilted, turned or noisy), so that what the processor reads
-- can be checked against them; processing reports the pages read so far and how the text was read
-- (text layer, or OCR after cleaning or turning the scan); a PDF's first page is drawn once and kept.
ALTER TABLE onboarding_documents
  ADD COLUMN truth jsonb,
  ADD COLUMN sample_variant text,
  ADD COLUMN pages_read integer NOT NULL DEFAULT 0,
  ADD COLUMN read_with text,
  ADD COLUMN preview bytea;
