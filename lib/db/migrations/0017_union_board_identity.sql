CREATE TABLE "board_offices" (
	"office" text PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"placeholder" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_offices_office_check" CHECK ("board_offices"."office" in ('president', 'vice-president', 'general-secretary', 'treasurer', 'deputy-treasurer'))
);
--> statement-breakpoint
CREATE TABLE "regional_delegates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"region" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"placeholder" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regional_delegates_region_check" CHECK ("regional_delegates"."region" in ('hauts-de-france', 'normandie', 'ile-de-france', 'grand-est', 'bretagne-pays-de-la-loire', 'centre-bourgogne-franche-comte', 'nouvelle-aquitaine', 'auvergne-rhone-alpes', 'occitanie', 'paca-corse')),
	CONSTRAINT "regional_delegates_name_not_blank" CHECK (length(btrim("regional_delegates"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "union_identity" (
	"id" text PRIMARY KEY DEFAULT 'srh' NOT NULL,
	"legal_name" text NOT NULL,
	"address" text NOT NULL,
	"legal_status" text NOT NULL,
	"signatory_office" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "union_identity_single_row" CHECK ("union_identity"."id" = 'srh'),
	CONSTRAINT "union_identity_signatory_check" CHECK ("union_identity"."signatory_office" in ('president', 'vice-president', 'general-secretary', 'treasurer', 'deputy-treasurer'))
);
--> statement-breakpoint
ALTER TABLE "attestations" ADD COLUMN "signatory_name" text;--> statement-breakpoint
ALTER TABLE "attestations" ADD COLUMN "signatory_title" text;--> statement-breakpoint
CREATE INDEX "regional_delegates_region_idx" ON "regional_delegates" USING btree ("region","position");