-- Real imports left unfinished side by side (before this rule, or by processes that died) would stop the index:
-- all but the newest are failed, in their author's language, as the stale-job rule would fail them.
UPDATE "import_jobs"
SET "status" = 'failed',
    "finished_at" = now(),
    "failure" = case "locale"
      when 'en' then 'The import stopped halfway (the server restarted). Send the file again.'
      else 'A importação parou no meio (o servidor foi reiniciado). Envie o arquivo de novo.'
    end
WHERE "status" in ('queued', 'running') AND NOT "dry_run" AND "id" <> (
  SELECT "id" FROM "import_jobs"
  WHERE "status" in ('queued', 'running') AND NOT "dry_run"
  ORDER BY "created_at" DESC
  LIMIT 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "import_jobs_one_real_active" ON "import_jobs" USING btree ((true)) WHERE "import_jobs"."status" in ('queued', 'running') and not "import_jobs"."dry_run";
