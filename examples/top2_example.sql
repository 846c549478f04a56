-- Flink's Top2 through the shell: top2, a table aggregate function of the example library (examples/udf_library,
-- loaded before this script: tabula -c "LOAD 'tabula_udfs.so'" top2_example.sql), gives each player's two best
-- scores with their rank.
CREATE TABLE scores (player STRING, score BIGINT)
WITH ('connector' = 'filesystem', 'path' = 'data/scores.csv', 'format' = 'csv');

scan('scores').groupBy('player').flatAggregate('top2(score) as (v, rank)').select('player, v, rank');
