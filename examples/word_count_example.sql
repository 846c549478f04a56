-- Flink's word count through the shell: split, a table function of the example library (examples/udf_library,
-- loaded before this script: tabula -c "LOAD 'tabula_udfs.so'" word_count_example.sql), splits each line into
-- words; the words are then counted.
CREATE TABLE lines (line STRING) WITH ('connector' = 'filesystem', 'path' = 'data/lines.csv', 'format' = 'csv');

scan('lines').joinLateral('split(line) as (word, length)').groupBy('word').select('word, word.count as frequency');
