-- A script for the shell tests: its relative path resolves against this folder.
CREATE TABLE people (id INT, name STRING, country STRING, gender STRING)
WITH ('connector' = 'filesystem', 'path' = 'cli_people.csv');

select count(*) as n from people;
