ALTER TABLE "products" ADD COLUMN "chemical_resistance" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "en374_type" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_en374_type" CHECK ("products"."en374_type" is null or "products"."en374_type" in ('A', 'B', 'C'));--> statement-breakpoint
-- The "Certificados" options the derived EN ISO 374-1 type sets (decision 052), in a catalogue that has the group.
INSERT INTO "filter_options" ("group_id", "id", "title_pt", "title_en", "description_pt", "description_en", "position")
SELECT 'certificates', v.id, v.title_pt, v.title_en, v.description_pt, v.description_en,
  coalesce((SELECT max("position") FROM "filter_options" WHERE "group_id" = 'certificates'), 0) + v.n
FROM (VALUES
  (1, 'en-iso-374-1-tipo-a', 'EN ISO 374-1 Tipo A', 'EN ISO 374-1 Type A',
   'Resiste à permeação (nível 2 ou mais, mais de 30 min) de pelo menos 6 químicos de ensaio da norma.',
   'Resists permeation (level 2 or more, over 30 min) by at least 6 of the standard''s test chemicals.'),
  (2, 'en-iso-374-1-tipo-b', 'EN ISO 374-1 Tipo B', 'EN ISO 374-1 Type B',
   'Resiste à permeação (nível 2 ou mais, mais de 30 min) de pelo menos 3 químicos de ensaio da norma.',
   'Resists permeation (level 2 or more, over 30 min) by at least 3 of the standard''s test chemicals.'),
  (3, 'en-iso-374-1-tipo-c', 'EN ISO 374-1 Tipo C', 'EN ISO 374-1 Type C',
   'Resiste à permeação (nível 1 ou mais, mais de 10 min) de pelo menos 1 químico de ensaio da norma.',
   'Resists permeation (level 1 or more, over 10 min) by at least 1 of the standard''s test chemicals.')
) AS v(n, id, title_pt, title_en, description_pt, description_en)
WHERE EXISTS (SELECT 1 FROM "filter_groups" WHERE "id" = 'certificates')
ON CONFLICT DO NOTHING;
