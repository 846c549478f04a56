-- SQL that both Flink versions run. NULL prints as an empty field, the empty string as "".
SELECT id, score, name, name IS NULL AS name_is_null, CHAR_LENGTH(name) AS len FROM people;

-- every type of orders as the version prints it, NULLs in the last row
SELECT * FROM orders;

SELECT p.name, o.item, o.qty * o.price AS total
FROM people p JOIN orders o ON p.id = o.person;

SELECT p.id, o.item FROM people p LEFT JOIN orders o ON p.id = o.person WHERE p.id < 4;

SELECT person, COUNT(*) AS n, SUM(qty) AS qty, AVG(weight) AS avg_weight, MIN(ordered_on) AS first_day, MAX(ordered_at) AS last_at
FROM orders GROUP BY person;

SELECT COUNT(*) AS n, COUNT(score) AS scores, SUM(score) AS total, AVG(score) AS mean FROM people;

SELECT id FROM people WHERE id <= 2 UNION ALL SELECT person FROM orders;

SELECT id, name FROM people ORDER BY id;

SELECT id, name FROM people ORDER BY id DESC;

SELECT score FROM people ORDER BY score NULLS LAST LIMIT 3;

SELECT 'a,b' AS comma, 'say "hi"' AS quote, 'two' || CHR(10) || 'lines' AS newline, '-- no marker' AS dashes,
  '' AS empty_string, CAST(NULL AS STRING) AS null_string;

SELECT 1 / 3 AS int_div, 1.0 / 3 AS dec_div, CAST(1 AS DOUBLE) / 3 AS dbl_div, CAST(2.5 AS DECIMAL(5, 3)) AS dec3,
  CAST(1e-5 AS DOUBLE) AS tiny, 100000000.0E0 AS big, TRUE AS t, CAST(NULL AS BOOLEAN) AS nb,
  DATE '2024-03-01' AS d, TIME '12:34:56' AS tm, TIMESTAMP '2024-03-01 12:00:00' AS ts0,
  CAST(TIMESTAMP '2024-03-01 12:00:00.5' AS TIMESTAMP(3)) AS ts3, CAST(7 AS BIGINT) AS bi, CAST(7 AS TINYINT) AS ti;

-- an error: the script goes on after it
SELECT nope FROM people;

-- an error while the job runs: the empty INT field
SELECT * FROM gap;

INSERT INTO sink SELECT id FROM people;

SELECT COUNT(*) AS still_running FROM people;

-- SET, which executeSql alone refuses, changes the session's configuration
SET 'table.local-time-zone' = 'America/New_York';

SELECT TO_TIMESTAMP_LTZ(0, 3) AS epoch_in_new_york;
