-- Seed example 1 through the shell: count people by country (Table API) and by country and gender (SQL).
CREATE TABLE peoples (id INT, last_name STRING, country STRING, gender STRING)
WITH ('connector' = 'filesystem', 'path' = 'data/peoples.csv', 'format' = 'csv');

scan('peoples').groupBy('country').select('country, id.count');

select country, gender, count(id) from peoples group by country, gender;
