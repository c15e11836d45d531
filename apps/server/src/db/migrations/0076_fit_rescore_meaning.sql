-- The fit score reads meaning (#30 item 1: lemmas, related terms and synonyms, phrases, negation,
-- Learning/Interests, years per field): every scored application is queued to be scored again by
-- the new rules. The background scorer (fit-scoring.ts) drains them a job at a time, as it does
-- after a job's edit (migration 0030's trigger).
UPDATE job_applications
SET fit_status = 'pending', fit_generation = fit_generation + 1, fit_attempts = 0, fit_lease_until = NULL
WHERE fit_status = 'scored';
