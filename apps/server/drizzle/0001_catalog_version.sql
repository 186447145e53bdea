-- Every write to the catalogue tables advances one sequence. Each app process polls it and
-- rebuilds its in-memory catalogue when it moved (docs/decisions/003-catalog-snapshot.md).
-- A sequence, unlike a counter row, takes no row lock, so concurrent checkouts never queue on it.
CREATE SEQUENCE IF NOT EXISTS "catalog_version";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('catalog_version');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "categories_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "brands_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
