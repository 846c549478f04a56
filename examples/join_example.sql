-- Seed example 2 through the shell: the name, product and price of each sale under 40.
CREATE TABLE peoples (pe_id INT, last_name STRING, country STRING, gender STRING)
WITH ('connector' = 'filesystem', 'path' = 'data/peoples.csv', 'format' = 'csv');
CREATE TABLE products (prod_id INT, product_name STRING, price FLOAT)
WITH ('connector' = 'filesystem', 'path' = 'data/products.csv', 'format' = 'csv');
CREATE TABLE sales (people_id INT, product_id INT)
WITH ('connector' = 'filesystem', 'path' = 'data/sales.csv', 'format' = 'csv');

scan('peoples').join(scan('sales')).where('pe_id = people_id').join(scan('products')).where('product_id = prod_id').select('last_name, product_name, price').where('price < 40');
