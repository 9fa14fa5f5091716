-- The catalogue category an interest stands for, when it has one: home orders a signed-in viewer's
-- sections and rows by the categories of their interests.
ALTER TABLE product.interests ADD COLUMN category_id text REFERENCES product.categories (id) ON DELETE SET NULL;
