-- The self-test's tables: CSV files without header lines, '\N' for NULL. Paths are relative to flink/selftest,
-- where check runs the scripts from.
CREATE TABLE people (
  id INT,
  score INT,
  name STRING
) WITH ('connector' = 'filesystem', 'path' = 'data/people.csv', 'format' = 'csv', 'csv.null-literal' = '\N');

CREATE TABLE orders (
  person INT,
  item STRING,
  price DECIMAL(10, 2),
  weight DOUBLE,
  qty INT,
  ordered_on DATE,
  ordered_at TIMESTAMP(3),
  paid BOOLEAN
) WITH ('connector' = 'filesystem', 'path' = 'data/orders.csv', 'format' = 'csv', 'csv.null-literal' = '\N');

-- an empty unquoted field in an INT column
CREATE TABLE gap (
  id INT,
  score INT
) WITH ('connector' = 'filesystem', 'path' = 'data/gap.csv', 'format' = 'csv', 'csv.null-literal' = '\N');

CREATE TABLE sink (
  id INT
) WITH ('connector' = 'blackhole');
