-- Every API process keeps its public catalogue answers in memory. Any change to a table those
-- answers read tells every process, through NOTIFY on 'product_catalogue' (heard once the change
-- commits), whoever made it: the API (a follow changes a channel's followers), the seed at each
-- start (it moves the events with the clock), or someone's SQL. The payload names the table.
CREATE FUNCTION product.notify_catalogue_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('product_catalogue', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

CREATE TRIGGER catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product.channels
  FOR EACH STATEMENT EXECUTE FUNCTION product.notify_catalogue_change();
CREATE TRIGGER catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product.categories
  FOR EACH STATEMENT EXECUTE FUNCTION product.notify_catalogue_change();
CREATE TRIGGER catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product.videos
  FOR EACH STATEMENT EXECUTE FUNCTION product.notify_catalogue_change();
CREATE TRIGGER catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product.events
  FOR EACH STATEMENT EXECUTE FUNCTION product.notify_catalogue_change();
CREATE TRIGGER catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product.interests
  FOR EACH STATEMENT EXECUTE FUNCTION product.notify_catalogue_change();
CREATE TRIGGER catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product.channel_follows
  FOR EACH STATEMENT EXECUTE FUNCTION product.notify_catalogue_change();
CREATE TRIGGER catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product.operators
  FOR EACH STATEMENT EXECUTE FUNCTION product.notify_catalogue_change();
CREATE TRIGGER catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product.home_terms
  FOR EACH STATEMENT EXECUTE FUNCTION product.notify_catalogue_change();
CREATE TRIGGER catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product.ad_units
  FOR EACH STATEMENT EXECUTE FUNCTION product.notify_catalogue_change();
CREATE TRIGGER catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product.house_ads
  FOR EACH STATEMENT EXECUTE FUNCTION product.notify_catalogue_change();
